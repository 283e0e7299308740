import { describe, expect, it } from 'vitest';
import { clockTicks, formatDateTime, formatMoney, formatNumber, formatRelativeToNow, rangeText } from './format';

describe('formatDateTime', () => {
  it('writes dates as dd/MM/yyyy HH:mm in local time', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 7, 9))).toBe('05/03/2024 07:09');
    expect(formatDateTime('2024-12-31T23:59:00')).toBe('31/12/2024 23:59');
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4).getTime(), undefined, 'en')).toBe('02/01/2024 03:04');
  });

  it('shows -- for what is not a date', () => {
    for (const value of [null, undefined, '', 'yesterday', '2024-13-45', Number.NaN, new Date('nope')]) {
      expect(formatDateTime(value), String(value)).toBe('--');
    }
  });
});

describe('formatNumber', () => {
  it('rounds to the given decimals, written in the language’s way', () => {
    expect(formatNumber(1234.5678, 2, 'pt-BR')).toBe('1.234,57');
    expect(formatNumber(1234.5678, 2, 'en')).toBe('1,234.57');
    expect(formatNumber(1234.5678, 1, 'es')).toBe('1.234,6');
    expect(formatNumber(9330, 0, 'es')).toBe('9.330');
    expect(formatNumber(17500, 0, 'es')).toBe('17.500');
    expect(formatNumber(2.005, 0, 'pt-BR')).toBe('2');
    expect(formatNumber(1.5, 2, 'pt-BR')).toBe('1,50');
    expect(formatNumber('12.25', 1, 'en')).toBe('12.3');
    expect(formatNumber(-0.44, 1, 'en')).toBe('-0.4');
  });

  it('shows -- for what is not a number, and uses pt-BR for unknown languages', () => {
    for (const value of [null, undefined, '', ' ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) expect(formatNumber(value, 2), String(value)).toBe('--');
    expect(formatNumber(0.5, 1, 'fr')).toBe('0,5');
  });
});

describe('formatRelativeToNow', () => {
  const now = new Date(2024, 5, 10, 12, 0);

  it('says how far a date is, in each language', () => {
    const inThreeDays = new Date(2024, 5, 13, 12, 0);
    expect(formatRelativeToNow(inThreeDays, 'pt-BR', now)).toBe('em 3 dias');
    expect(formatRelativeToNow(inThreeDays, 'en', now)).toBe('in 3 days');
    expect(formatRelativeToNow(inThreeDays, 'es', now)).toBe('en 3 días');
    expect(formatRelativeToNow(new Date(2024, 5, 10, 10, 0), 'pt-BR', now)).toBe('há cerca de 2 horas');
    expect(formatRelativeToNow('2024-06-10T10:00:00', 'en', now)).toBe('about 2 hours ago');
  });

  it('shows -- for what is not a date', () => {
    expect(formatRelativeToNow('soon', 'en', now)).toBe('--');
  });
});

describe('formatDateTime on the company clock', () => {
  // 21:30 in São Paulo (UTC-3), already 00:30 of the next day in UTC and 09:30 of it in Tokyo.
  const moment = '2026-03-10T00:30:00.000Z';

  it('shows a moment on the given zone’s wall clock, whatever the machine’s', () => {
    expect(formatDateTime(moment, undefined, 'pt-BR', 'America/Sao_Paulo')).toBe('09/03/2026 21:30');
    expect(formatDateTime(moment, undefined, 'pt-BR', 'Asia/Tokyo')).toBe('10/03/2026 09:30');
    expect(formatDateTime(Date.parse(moment), 'dd/MM HH:mm', 'en', 'America/Sao_Paulo')).toBe('09/03 21:30');
    expect(formatDateTime(new Date(moment), 'dd/MM/yyyy', 'es', 'America/Sao_Paulo')).toBe('09/03/2026');
    expect(formatDateTime('2026-03-10T09:30:00+09:00', undefined, 'pt-BR', 'America/Sao_Paulo')).toBe('09/03/2026 21:30');
    expect(formatDateTime('2026-03-09T21:30-0300', 'HH:mm', 'pt-BR', 'Asia/Tokyo')).toBe('09:30');
  });

  it('follows the zone’s change of UTC offset', () => {
    // New York moves from UTC-5 to UTC-4 at 02:00 on 8 March 2026.
    expect(formatDateTime('2026-03-08T06:59:00Z', 'HH:mm', 'en', 'America/New_York')).toBe('01:59');
    expect(formatDateTime('2026-03-08T07:00:00Z', 'HH:mm', 'en', 'America/New_York')).toBe('03:00');
  });

  it('never shifts a calendar day or a time written without an offset', () => {
    for (const zone of ['America/Sao_Paulo', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect(formatDateTime('2026-03-10', 'dd/MM/yyyy', 'pt-BR', zone), zone).toBe('10/03/2026');
      expect(formatDateTime('2026-03-10T12:00:00', 'dd/MM', 'pt-BR', zone), zone).toBe('10/03');
    }
  });

  it('shows -- for what is not a date in any zone', () => {
    expect(formatDateTime('nope', undefined, 'pt-BR', 'Asia/Tokyo')).toBe('--');
    expect(formatDateTime(null, undefined, 'pt-BR', 'Asia/Tokyo')).toBe('--');
  });
});

describe('clockTicks', () => {
  const H = 3_600_000;

  it("puts a day's ticks on São Paulo's own round hours and a week's on its midnights, whatever the browser's zone", () => {
    // 2026-11-01 03:00 UTC is 00:00 in São Paulo (UTC−3); 12 hours from 01:30 local give 2-hour steps.
    const localMidnight = Date.UTC(2026, 10, 1, 3);
    const ticks = clockTicks(localMidnight + 1.5 * H, localMidnight + 13.5 * H, 'America/Sao_Paulo');
    expect(ticks.map((t) => formatDateTime(t, 'HH:mm', 'pt-BR', 'America/Sao_Paulo'))).toEqual(['02:00', '04:00', '06:00', '08:00', '10:00', '12:00']);

    const week = clockTicks(localMidnight - 2 * H, localMidnight + 6.5 * 24 * H, 'America/Sao_Paulo');
    // From 22:00 on 31/10 local, 6 days 10 hours: 2-day steps counted from the local 31/10, each at
    // 00:00 São Paulo = 03:00 UTC (31/10 itself lies before the first point).
    expect(week.map((t) => new Date(t).toISOString())).toEqual(['2026-11-02T03:00:00.000Z', '2026-11-04T03:00:00.000Z', '2026-11-06T03:00:00.000Z']);
  });

  it('gives at most the ticks asked for, and none for an empty span', () => {
    const start = Date.UTC(2026, 10, 1);
    expect(clockTicks(start, start + 40 * 24 * H, 'Asia/Tokyo').length).toBeLessThanOrEqual(6);
    expect(clockTicks(start + H, start, 'Asia/Tokyo')).toEqual([]);
  });
});

describe('formatMoney', () => {
  it('writes cents as reais the way each language writes money', () => {
    expect(formatMoney(1341523, 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 13.415,23');
    expect(formatMoney(1341523, 'en')).toBe('R$13,415.23');
    expect(formatMoney(-15000, 'en')).toBe('-R$150.00');
    expect(formatMoney(0.35, 'en', 4)).toBe('R$0.0035');
    expect(formatMoney(null, 'en')).toBe('--');
  });
});

describe('rangeText', () => {
  it('writes both ends in the language, joined by an en dash, or nothing without both', () => {
    expect(rangeText(2730.2, 2990.4, (n) => formatNumber(n, 0, 'pt-BR'))).toBe('2.730–2.990');
    expect(rangeText(2730.2, null, (n) => formatNumber(n, 0, 'pt-BR'))).toBeNull();
  });
});
