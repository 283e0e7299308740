import type { ImportReason, ImportSheet } from '@plantel/contracts';
import { CLOCK_SKEW_MS } from '../common/units';
import { weighingMoment } from '../common/calendar-days';
import { dayText, localDay, wallTimeText } from '../../shared/wall-time';
import type { ParsedImport } from './read-fields';
import { lossesBefore } from './losses';
import type { Refusal } from './source';
import { healthRules, type HealthRuleContext } from './health-rules';

/** What the rules need to know beyond the file (the health book's included). */
export interface RuleContext extends HealthRuleContext {
  /** Whether the shed houses flocks that lay (breeders, laying hens): only they take eggs. */
  laying: boolean;
  /** Whether the shed is one the importer may import into (an unknown shed and another company's are alike: not found). */
  shedFound: boolean;
  /** How many sheds the importer may import into bear the identification the file names the shed by (0 when it names an id). */
  sameNamedSheds: number;
  /** Whether the shed has a batch of this identification that Plantel follows live (not imported). */
  liveBatch: boolean;
  /** The version of the confirmed statement of the batch this import would replace; null when none. */
  settledVersion: number | null;
  /** The company's time zone: its calendar days. */
  timeZone: string;
  now: Date;
}

/**
 * The rules across values, on what was read well: the shed and identification, no moment or day in
 * the future, before the lodging or after the slaughter, no day or moment twice, no more losses than
 * animals housed and no more slaughtered than were alive, and the health book's own (health-rules.ts).
 * Every breach is a refusal.
 */
export function checkRules(p: ParsedImport, ctx: RuleContext): Refusal[] {
  const refusals: Refusal[] = [];
  const refuse = (sheet: ImportSheet, row: number, field: string, reason: ImportReason, params?: Refusal['params']) =>
    refusals.push({ sheet, sheetName: p.names[sheet], row, field, reason, params });
  const { timeZone: tz } = ctx;
  const batch = p.batch.value;
  const batchRow = p.batch.row;

  if (ctx.sameNamedSheds > 1) refuse('batch', batchRow, 'shed', 'ambiguous_shed', { shed: String(batch.shed), count: ctx.sameNamedSheds });
  else if (batch.shed !== undefined && !ctx.shedFound) refuse('batch', batchRow, 'shed', 'unknown_shed', { shed: batch.shed });
  if (ctx.liveBatch) refuse('batch', batchRow, 'identification', 'live_batch', { identification: batch.identification ?? '' });
  if (ctx.settledVersion !== null) refuse('batch', batchRow, 'identification', 'settled_batch', { identification: batch.identification ?? '', version: ctx.settledVersion });

  const today = localDay(ctx.now, tz);
  const latest = ctx.now.getTime() + CLOCK_SKEW_MS;
  const lodgedAt = batch.lodged_at === undefined ? null : new Date(batch.lodged_at);
  if (lodgedAt && lodgedAt.getTime() > latest) refuse('batch', batchRow, 'lodged_at', 'in_future');
  const lodgingDay = lodgedAt && localDay(lodgedAt, tz);

  /** A calendar day of a row: not after today, not before the lodging's day, not after the slaughter's. */
  const dayFits = (sheet: ImportSheet, row: number, date: string, slaughterDay: string | null, field = 'date') => {
    if (date > today) refuse(sheet, row, field, 'day_in_future', { today: dayText(today) });
    else if (lodgingDay && date < lodgingDay) refuse(sheet, row, field, 'before_lodging', { lodging: dayText(lodgingDay) });
    else if (slaughterDay && date > slaughterDay) refuse(sheet, row, field, 'after_slaughter', { slaughter: dayText(slaughterDay) });
    else return true;
    return false;
  };

  const slaughter = p.slaughter;
  const slaughterDay = slaughter?.value.date && dayFits('slaughter', slaughter.row, slaughter.value.date, null) ? slaughter.value.date : null;

  const divisions = divisionRules(p, refuse);
  const moments = new Map<string, number>();
  for (const { row, value } of p.weighings) {
    divisions.of('weighings', row, value.division);
    if (value.at === undefined) continue;
    // A date alone is taken at the lodging hour: without a lodging moment (refused already) it has no place to check.
    if (!lodgedAt) continue;
    const at = weighingMoment(value.at, lodgedAt, tz);
    const moment = `${value.division ?? ''}|${at.getTime()}`;
    const first = moments.get(moment);
    if (at.getTime() > latest) refuse('weighings', row, 'at', 'in_future');
    else if (lodgedAt && at < lodgedAt) refuse('weighings', row, 'at', 'before_lodging', { lodging: wallTimeText(lodgedAt, tz) });
    else if (slaughterDay && localDay(at, tz) > slaughterDay) refuse('weighings', row, 'at', 'after_slaughter', { slaughter: dayText(slaughterDay) });
    else if (first !== undefined) refuse('weighings', row, 'at', 'duplicate_moment', { row: first });
    if (first === undefined) moments.set(moment, row);
  }

  for (const sheet of ['feed', 'mortality'] as const) {
    const days = new Map<string, number>();
    for (const { row, value } of p[sheet]) {
      const division = sheet === 'mortality' ? divisions.of(sheet, row, (value as { division?: string }).division) : '';
      if (value.date === undefined) continue;
      const day = `${division}|${value.date}`;
      const first = days.get(day);
      if (dayFits(sheet, row, value.date, slaughterDay) && first !== undefined) refuse(sheet, row, 'date', 'duplicate_day', { row: first });
      if (first === undefined) days.set(day, row);
    }
  }

  const housed = batch.housed;
  const losses = p.mortality
    .filter((r) => r.value.date !== undefined && r.value.dead !== undefined && r.value.culled !== undefined)
    .sort((a, b) => a.value.date!.localeCompare(b.value.date!) || a.row - b.row);
  let lost = 0;
  let overflowed = false;
  const lostIn = new Map<string, number>();
  for (const { row, value } of losses) {
    lost += value.dead! + value.culled!;
    const division = divisions.named(value.division);
    const lostHere = (lostIn.get(division ?? '') ?? 0) + value.dead! + value.culled!;
    lostIn.set(division ?? '', lostHere);
    const housedHere = division === null || !batch.divisions ? undefined : divisions.housed.get(division);
    if (housed !== undefined && lost > housed && !overflowed) {
      overflowed = true;
      refuse('mortality', row, 'dead', 'more_lost_than_housed', { lost, housed });
    } else if (housedHere !== undefined && lostHere > housedHere && !overflowed) {
      overflowed = true;
      refuse('mortality', row, 'dead', 'more_lost_than_housed', { lost: lostHere, housed: housedHere });
    }
  }
  refusals.push(...eggRules(p, ctx, divisions, (row, date) => dayFits('eggs', row, date, slaughterDay)));
  refusals.push(
    ...healthRules(p, ctx, divisions.several, {
      today,
      day: (sheet, row, field, date) => dayFits(sheet, row, date, slaughterDay, field),
      moment: (sheet, row, field, iso, notAhead) => {
        const at = new Date(iso);
        if (notAhead && at.getTime() > latest) refuse(sheet, row, field, 'in_future');
        else if (lodgedAt && at < lodgedAt) refuse(sheet, row, field, 'before_lodging', { lodging: wallTimeText(lodgedAt, tz) });
        else if (slaughterDay && localDay(at, tz) > slaughterDay) refuse(sheet, row, field, 'after_slaughter', { slaughter: dayText(slaughterDay) });
      },
    }),
  );

  const birds = slaughter?.value.birds;
  if (housed !== undefined && birds !== undefined && !overflowed && birds > housed - lost) {
    refuse('slaughter', slaughter!.row, 'birds', 'more_slaughtered_than_alive', { alive: housed - lost });
  }
  return refusals;
}

/** The division an import houses its flock in when it names none. */
export const IMPORTED_DIVISION = '1';

/** The divisions an import houses its flock in, and the animals of each: those it names, else one division "1" with them all. */
export function importedDivisions(batch: { housed?: number | undefined; divisions?: { identification: string; housed: number }[] | undefined }): { identification: string; housed: number }[] {
  return batch.divisions ?? [{ identification: IMPORTED_DIVISION, housed: batch.housed ?? 0 }];
}

type Refuse = (sheet: ImportSheet, row: number, field: string, reason: ImportReason, params?: Refusal['params']) => void;

/**
 * The rules of the divisions: named once each, adding up to the animals housed; a row of a sheet
 * names one of them, or none when there is only one. `of` checks a row's division and answers its
 * name ('' when it is refused); `named` answers the division a row's name stands for.
 */
function divisionRules(p: ParsedImport, refuse: Refuse) {
  const { row } = p.batch;
  const list = importedDivisions(p.batch.value);
  // The animals of each division, when they are known (the batch's housed may have been refused).
  const housed = new Map<string, number>();
  const known = new Set<string>();
  for (const d of list) {
    if (known.has(d.identification)) refuse('batch', row, 'divisions', 'duplicate_division', { division: d.identification });
    known.add(d.identification);
    if (p.batch.value.housed !== undefined) housed.set(d.identification, d.housed);
  }
  const sum = list.reduce((n, d) => n + d.housed, 0);
  if (p.batch.value.divisions && p.batch.value.housed !== undefined && sum !== p.batch.value.housed) refuse('batch', row, 'divisions', 'divisions_not_housed', { sum, housed: p.batch.value.housed });
  const names = list.map((d) => d.identification).join(', ');
  const named = (division: string | undefined) => (division === undefined ? (list.length === 1 ? list[0]!.identification : null) : known.has(division) ? division : null);
  const of = (sheet: ImportSheet, at: number, division: string | undefined) => {
    const name = named(division);
    if (name !== null) return name;
    if (division === undefined) refuse(sheet, at, 'division', 'division_required', { count: list.length, divisions: names });
    else refuse(sheet, at, 'division', 'unknown_division', { divisions: names });
    return '';
  };
  /** A health record's divisions: each one of the batch's, once; none named means all of them. */
  const several = (sheet: ImportSheet, at: number, given: readonly string[] | undefined): string[] => {
    if (given === undefined) return list.map((d) => d.identification);
    const seen = new Set<string>();
    for (const name of given) {
      if (!known.has(name)) refuse(sheet, at, 'division_names', 'unknown_division', { divisions: names });
      else if (seen.has(name)) refuse(sheet, at, 'division_names', 'duplicate_division', { division: name });
      seen.add(name);
    }
    return [...seen].filter((name) => known.has(name));
  };
  return { of, named, housed, several };
}

/**
 * The eggs sheet's rules: a laying shed's only; each division's day once, within the batch; one of
 * the batch's divisions; the kinds within the eggs collected, and no more eggs than the division's
 * hens alive at the day's start.
 */
function eggRules(p: ParsedImport, ctx: RuleContext, divisions: ReturnType<typeof divisionRules>, dayFits: (row: number, date: string) => boolean): Refusal[] {
  const refusals: Refusal[] = [];
  const refuse = (row: number, field: string, reason: ImportReason, params?: Refusal['params']) => refusals.push({ sheet: 'eggs', sheetName: p.names.eggs, row, field, reason, params });
  if (p.eggs.length === 0) return refusals;
  if (!ctx.laying) {
    refuse(p.eggs[0]!.row, '', 'not_laying');
    return refusals;
  }
  const lossesIn = new Map<string, { date: string; dead: number; culled: number }[]>();
  for (const r of p.mortality) {
    const division = divisions.named(r.value.division);
    if (division === null || r.value.date === undefined || r.value.dead === undefined || r.value.culled === undefined) continue;
    lossesIn.set(division, [...(lossesIn.get(division) ?? []), { date: r.value.date, dead: r.value.dead, culled: r.value.culled }]);
  }
  const lostBefore = new Map([...lossesIn].map(([division, days]) => [division, lossesBefore(days.sort((a, b) => a.date.localeCompare(b.date)))]));
  const seen = new Map<string, number>();
  for (const { row, value } of p.eggs) {
    const division = divisions.of('eggs', row, value.division);
    if (value.date !== undefined) {
      const day = `${division}|${value.date}`;
      const first = seen.get(day);
      if (dayFits(row, value.date) && first !== undefined) refuse(row, 'date', 'duplicate_day', { row: first });
      if (first === undefined) seen.set(day, row);
    }
    const total = value.total;
    if (total === undefined) continue;
    const kinds = (value.hatching ?? 0) + (value.cracked ?? 0) + (value.dirty ?? 0) + (value.floor ?? 0) + (value.double_yolk ?? 0);
    if (kinds > total) refuse(row, 'total', 'egg_kinds_over_total', { total });
    const housedHere = divisions.housed.get(division);
    if (housedHere !== undefined && value.date !== undefined) {
      const hens = housedHere - (lostBefore.get(division)?.(value.date) ?? 0);
      if (total > hens) refuse(row, 'total', 'more_eggs_than_hens', { hens: Math.max(hens, 0) });
    }
  }
  return refusals;
}
