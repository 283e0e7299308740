import { describe, expect, it } from 'vitest';
import { latestOccurrence, localDate, weekOf, zonedInstant } from './report-periods';

const SP = 'America/Sao_Paulo'; // UTC-3, no daylight saving time since 2019
const at = (iso: string) => new Date(iso);

describe('latestOccurrence', () => {
  // 2026-11-23 is a Monday.
  it('is today when the hour has come, in the time zone rather than in UTC', () => {
    expect(latestOccurrence(at('2026-11-23T10:00:00Z'), SP, 1, 7)).toEqual({ period: '2026-11-23', at: at('2026-11-23T10:00:00Z') });
    expect(latestOccurrence(at('2026-11-23T12:30:00Z'), SP, 1, 7).period).toBe('2026-11-23');
  });

  it('is last week while today’s hour has not come yet', () => {
    expect(latestOccurrence(at('2026-11-23T09:59:59Z'), SP, 1, 7)).toEqual({ period: '2026-11-16', at: at('2026-11-16T10:00:00Z') });
  });

  it('goes back to the weekday asked for', () => {
    // Monday 2026-11-23 at 01:00 UTC is still Sunday 22:00 in São Paulo.
    expect(latestOccurrence(at('2026-11-23T01:00:00Z'), SP, 0, 20)).toEqual({ period: '2026-11-22', at: at('2026-11-22T23:00:00Z') });
    expect(latestOccurrence(at('2026-11-23T01:00:00Z'), SP, 5, 23)).toEqual({ period: '2026-11-20', at: at('2026-11-21T02:00:00Z') });
    expect(latestOccurrence(at('2026-11-23T01:00:00Z'), SP, 1, 0).period).toBe('2026-11-16');
  });

  it('is never in the future nor more than 7 days old', () => {
    for (let h = 0; h < 24 * 8; h += 5) {
      const now = at('2026-11-20T00:17:00Z').getTime() + h * 3_600_000;
      for (const weekday of [0, 3, 6]) {
        const { at: when } = latestOccurrence(new Date(now), 'Europe/Lisbon', weekday, 9);
        expect(when.getTime()).toBeLessThanOrEqual(now);
        expect(now - when.getTime()).toBeLessThan(7 * 86_400_000);
      }
    }
  });
});

describe('zonedInstant', () => {
  it('follows daylight saving time', () => {
    expect(zonedInstant('2026-01-15', 8, 'Europe/Berlin')).toEqual(at('2026-01-15T07:00:00Z'));
    expect(zonedInstant('2026-07-15', 8, 'Europe/Berlin')).toEqual(at('2026-07-15T06:00:00Z'));
    // The day the clocks go forward (29 March 2026): 08:00 is already summer time.
    expect(zonedInstant('2026-03-29', 8, 'Europe/Berlin')).toEqual(at('2026-03-29T06:00:00Z'));
  });
});

describe('the week of a period', () => {
  it('is the seven local dates ending with it', () => {
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(weekOf('2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(localDate(at('2026-11-23T01:00:00Z'), SP)).toBe('2026-11-22');
  });
});
