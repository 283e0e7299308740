import { describe, expect, it } from 'vitest';
import { isoDate, localHour } from './time';

describe("the simulator's clock is the company's", () => {
  // 21:30 on the 25th and 00:30 on the 26th in São Paulo (UTC−3).
  const evening = Date.parse('2026-11-26T00:30:00Z');
  const pastMidnight = Date.parse('2026-11-26T03:30:00Z');

  it('reads the hour of the day on the wall clock of the given zone', () => {
    expect(localHour(evening, 'America/Sao_Paulo')).toBe(21.5);
    expect(localHour(pastMidnight, 'America/Sao_Paulo')).toBe(0.5);
    expect(localHour(evening, 'Asia/Tokyo')).toBe(9.5);
    expect(localHour(evening, 'UTC')).toBe(0.5);
  });

  it("dates a moment by the zone's calendar day", () => {
    expect(isoDate(evening, 'America/Sao_Paulo')).toBe('2026-11-25');
    expect(isoDate(pastMidnight, 'America/Sao_Paulo')).toBe('2026-11-26');
    expect(isoDate(Date.parse('2026-11-25T15:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-26');
  });

  it('follows a change of UTC offset', () => {
    // New York: 23:30 EDT (UTC−4) on 31 October 2026, 23:30 EST (UTC−5) on 1 November.
    expect(localHour(Date.parse('2026-11-01T03:30:00Z'), 'America/New_York')).toBe(23.5);
    expect(isoDate(Date.parse('2026-11-01T03:30:00Z'), 'America/New_York')).toBe('2026-10-31');
    expect(localHour(Date.parse('2026-11-02T04:30:00Z'), 'America/New_York')).toBe(23.5);
    expect(isoDate(Date.parse('2026-11-02T04:30:00Z'), 'America/New_York')).toBe('2026-11-01');
  });
});
