import { describe, expect, it } from 'vitest';
import { dayInTimeZone, momentOfWallClock, startOfDayIn, wallClockInput } from './period';

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

describe("the company's wall clock in date-time inputs", () => {
  // The test machine's own zone is neither of these (nor needs to be): the answers are instants.
  const evening = new Date('2026-11-26T00:30:00Z'); // 21:30 on the 25th in São Paulo, 09:30 on the 26th in Tokyo
  const pastMidnight = new Date('2026-11-26T03:30:00Z'); // 00:30 on the 26th in São Paulo, 12:30 in Tokyo

  it('shows a moment as the wall clock of the given zone reads it, on its own calendar day', () => {
    expect(wallClockInput(evening, 'America/Sao_Paulo')).toBe('2026-11-25T21:30');
    expect(wallClockInput(evening, 'Asia/Tokyo')).toBe('2026-11-26T09:30');
    expect(wallClockInput(pastMidnight, 'America/Sao_Paulo')).toBe('2026-11-26T00:30');
    expect(wallClockInput(pastMidnight, 'Asia/Tokyo')).toBe('2026-11-26T12:30');
  });

  it('reads a picked wall-clock time back as the moment it is in the given zone', () => {
    expect(momentOfWallClock('2026-11-25T21:30', 'America/Sao_Paulo').toISOString()).toBe(evening.toISOString());
    expect(momentOfWallClock('2026-11-26T00:30', 'America/Sao_Paulo').toISOString()).toBe(pastMidnight.toISOString());
    expect(momentOfWallClock('2026-11-25T21:30', 'Asia/Tokyo').toISOString()).toBe('2026-11-25T12:30:00.000Z');
    expect(momentOfWallClock('2026-11-26T00:30', 'Asia/Tokyo').toISOString()).toBe('2026-11-25T15:30:00.000Z');
  });

  it('goes there and back on both sides of a change of UTC offset', () => {
    // New York: 01:30 EDT on 1 November 2026 is 05:30 UTC; 09:30 EST that day is 14:30 UTC.
    expect(momentOfWallClock('2026-10-31T23:30', 'America/New_York').toISOString()).toBe('2026-11-01T03:30:00.000Z');
    expect(momentOfWallClock('2026-11-01T09:30', 'America/New_York').toISOString()).toBe('2026-11-01T14:30:00.000Z');
    for (const at of ['2026-10-31T23:30', '2026-11-01T09:30', '2026-11-02T00:30']) {
      expect(wallClockInput(momentOfWallClock(at, 'America/New_York'), 'America/New_York')).toBe(at);
    }
  });

  it('is an invalid moment for what is not a date-time', () => {
    expect(Number.isNaN(momentOfWallClock('', 'America/Sao_Paulo').getTime())).toBe(true);
    expect(Number.isNaN(momentOfWallClock('2026-13-40T25:00', 'America/Sao_Paulo').getTime())).toBe(true);
  });
});
