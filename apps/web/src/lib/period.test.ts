import { describe, expect, it } from 'vitest';
import { dayInTimeZone, startOfDayIn } from './period';

describe('dayInTimeZone', () => {
  it("is the company's day, not the UTC day nor the browser's", () => {
    // 21:30 and 00:30 in São Paulo.
    expect(dayInTimeZone(new Date('2026-11-26T00:30:00Z'), 'America/Sao_Paulo')).toBe('2026-11-25');
    expect(dayInTimeZone(new Date('2026-11-26T03:30:00Z'), 'America/Sao_Paulo')).toBe('2026-11-26');
    // Across New York's change of UTC offset on 1 November 2026: 23:30 EDT on 31 October, 23:30 EST on 1 November.
    expect(dayInTimeZone(new Date('2026-11-01T03:30:00Z'), 'America/New_York')).toBe('2026-10-31');
    expect(dayInTimeZone(new Date('2026-11-02T04:30:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(dayInTimeZone(new Date('2026-11-02T05:30:00Z'), 'America/New_York')).toBe('2026-11-02');
  });

  it("starts a company's day at its midnight, whatever the browser's zone, on both sides of a change of UTC offset", () => {
    expect(startOfDayIn('2026-11-25', 'America/Sao_Paulo')).toBe('2026-11-25T03:00:00.000Z');
    expect(startOfDayIn('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
    expect(startOfDayIn('2026-03-29', 'Europe/Lisbon')).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDayIn('2026-03-30', 'Europe/Lisbon')).toBe('2026-03-29T23:00:00.000Z');
  });
});
