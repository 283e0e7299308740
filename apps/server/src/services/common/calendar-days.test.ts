import { describe, expect, it } from 'vitest';
import { addDays, batchCalendar, daysBetween, localDayRange } from './calendar-days';
import { DAY_MS, dayOfAge } from './units';
import { localDay } from '../../shared/wall-time';

const SP = 'America/Sao_Paulo'; // UTC−3 all year
const NY = 'America/New_York'; // UTC−4 in summer, UTC−5 in winter (2026: 8 March, 1 November)
const LISBON = 'Europe/Lisbon'; // UTC+0 in winter, UTC+1 in summer (2026: 29 March, 25 October)
const at = (iso: string) => new Date(iso);

describe('calendar days', () => {
  it('adds and counts days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-10-28', '2026-11-25')).toBe(28);
    expect(daysBetween('2026-11-25', '2026-10-28')).toBe(-28);
  });

  it("is the company's day at 21:30 and at 00:30 in São Paulo, not the UTC day", () => {
    expect(localDay(at('2026-11-26T00:30:00Z'), SP)).toBe('2026-11-25'); // 21:30 local, already the 26th in UTC
    expect(localDay(at('2026-11-26T03:30:00Z'), SP)).toBe('2026-11-26'); // 00:30 local
    expect(localDay(at('2026-11-26T02:59:59Z'), SP)).toBe('2026-11-25');
  });

  it("covers a range of the company's days from its first midnight to just before the midnight after its last", () => {
    expect(localDayRange('2026-11-20', '2026-11-25', SP)).toEqual({ from: at('2026-11-20T03:00:00Z'), to: at('2026-11-26T02:59:59.999Z') });
    // 1 November 2026 in New York is 25 hours long.
    const { from, to } = localDayRange('2026-11-01', '2026-11-01', NY);
    expect(from).toEqual(at('2026-11-01T04:00:00Z'));
    expect(to).toEqual(at('2026-11-02T04:59:59.999Z'));
    // 29 March 2026 in Lisbon is 23 hours long.
    const spring = localDayRange('2026-03-29', '2026-03-29', LISBON);
    expect(spring.to.getTime() + 1 - spring.from.getTime()).toBe(23 * 3_600_000);
  });
});

describe('batchCalendar', () => {
  // Lodged on 28 October 2026 at 22:00 in São Paulo (01:00 UTC on the 29th), at age 0.
  const lateLodging = { ageAtLodging: 0, openingDate: at('2026-10-29T01:00:00Z') };

  it('dates each day of age on the local day it starts, and reads a day back as that age', () => {
    const c = batchCalendar(lateLodging, SP);
    expect(c.lodgingDay).toBe('2026-10-28');
    expect(c.dateOfAge(0)).toBe('2026-10-28');
    expect(c.dateOfAge(28)).toBe('2026-11-25');
    expect(c.ageOfDate('2026-11-25')).toBe(28);
    // Day of age 28 starts at 22:00 on the 25th: at 21:30 the animals are still 27 days old, and the
    // day planned for "today" is age 28, the day the forecast dates the 25th.
    const half = at('2026-11-26T00:30:00Z');
    expect(dayOfAge(lateLodging, half.getTime())).toBe(27);
    expect(c.ageOfDate(localDay(half, SP))).toBe(28);
    expect(at('2026-10-29T01:00:00Z').getTime() + 28 * DAY_MS).toBe(at('2026-11-26T01:00:00Z').getTime()); // 22:00 on the 25th, local
    // At 00:30 the next day it is day 28 (begun at 22:00) on the calendar day of age 29.
    const afterMidnight = at('2026-11-26T03:30:00Z');
    expect(dayOfAge(lateLodging, afterMidnight.getTime())).toBe(28);
    expect(c.ageOfDate(localDay(afterMidnight, SP))).toBe(29);
  });

  it('keeps the age at lodging', () => {
    const weaned = batchCalendar({ ageAtLodging: 21, openingDate: at('2026-11-02T12:00:00Z') }, SP);
    expect(weaned.dateOfAge(21)).toBe('2026-11-02');
    expect(weaned.ageOfDate('2026-11-09')).toBe(28);
  });

  it('gives every day of age one calendar day, and every calendar day one age, across a change of UTC offset', () => {
    for (const [zone, openingDate] of [
      [NY, at('2026-10-29T02:00:00Z')], // 22:00 EDT on 28 October; New York falls back on 1 November
      [NY, at('2026-02-21T03:00:00Z')], // 22:00 EST on 20 February; springs forward on 8 March
      [LISBON, at('2026-03-20T23:30:00Z')], // 23:30 WET on 20 March; Lisbon springs forward on 29 March
      [LISBON, at('2026-10-20T23:30:00Z')], // 00:30 WEST on 21 October; falls back on 25 October
    ] as const) {
      const c = batchCalendar({ ageAtLodging: 0, openingDate }, zone);
      const dates = Array.from({ length: 40 }, (_, age) => c.dateOfAge(age));
      for (let age = 1; age < 40; age++) expect(daysBetween(dates[age - 1]!, dates[age]!)).toBe(1);
      dates.forEach((date, age) => expect(c.ageOfDate(date)).toBe(age));
    }
  });

  it('dates the day of age after a change of UTC offset by the calendar, where 24-hour steps would slip a day', () => {
    // 23:30 WET on 20 March in Lisbon; after 29 March, 24 hours later is 00:30 WEST the next day.
    const openingDate = at('2026-03-20T23:30:00Z');
    const c = batchCalendar({ ageAtLodging: 0, openingDate }, LISBON);
    expect(c.dateOfAge(10)).toBe('2026-03-30');
    expect(localDay(new Date(openingDate.getTime() + 10 * DAY_MS), LISBON)).toBe('2026-03-31');
    // In New York at 21:30 EST on 25 November, a batch lodged at 22:00 EDT on 28 October is 28 days
    // old by the clock (its 24-hour days now start at 21:00) and the 25th is its day of age 28 too.
    const ny = { ageAtLodging: 0, openingDate: at('2026-10-29T02:00:00Z') };
    const now = at('2026-11-26T02:30:00Z');
    expect(localDay(now, NY)).toBe('2026-11-25');
    expect(dayOfAge(ny, now.getTime())).toBe(28);
    expect(batchCalendar(ny, NY).ageOfDate('2026-11-25')).toBe(28);
  });
});
