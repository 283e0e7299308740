import type { ImportReason, ImportSheet } from '@plantel/contracts';
import { CLOCK_SKEW_MS } from '../units';
import { dayText, localDay, wallTimeText } from '../wall-time';
import type { ParsedImport } from './read-fields';
import { lossesBefore } from './losses';
import type { Refusal } from './source';

/** What the rules need to know beyond the file. */
export interface RuleContext {
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
 * animals housed and no more slaughtered than were alive. Every breach is a refusal.
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
  const dayFits = (sheet: ImportSheet, row: number, date: string, slaughterDay: string | null) => {
    if (date > today) refuse(sheet, row, 'date', 'day_in_future', { today: dayText(today) });
    else if (lodgingDay && date < lodgingDay) refuse(sheet, row, 'date', 'before_lodging', { lodging: dayText(lodgingDay) });
    else if (slaughterDay && date > slaughterDay) refuse(sheet, row, 'date', 'after_slaughter', { slaughter: dayText(slaughterDay) });
    else return true;
    return false;
  };

  const slaughter = p.slaughter;
  const slaughterDay = slaughter?.value.date && dayFits('slaughter', slaughter.row, slaughter.value.date, null) ? slaughter.value.date : null;

  const moments = new Map<number, number>();
  for (const { row, value } of p.weighings) {
    if (value.at === undefined) continue;
    const at = new Date(value.at);
    const first = moments.get(at.getTime());
    if (at.getTime() > latest) refuse('weighings', row, 'at', 'in_future');
    else if (lodgedAt && at < lodgedAt) refuse('weighings', row, 'at', 'before_lodging', { lodging: wallTimeText(lodgedAt, tz) });
    else if (slaughterDay && localDay(at, tz) > slaughterDay) refuse('weighings', row, 'at', 'after_slaughter', { slaughter: dayText(slaughterDay) });
    else if (first !== undefined) refuse('weighings', row, 'at', 'duplicate_moment', { row: first });
    if (first === undefined) moments.set(at.getTime(), row);
  }

  for (const sheet of ['feed', 'mortality'] as const) {
    const days = new Map<string, number>();
    for (const { row, value } of p[sheet]) {
      if (value.date === undefined) continue;
      const first = days.get(value.date);
      if (dayFits(sheet, row, value.date, slaughterDay) && first !== undefined) refuse(sheet, row, 'date', 'duplicate_day', { row: first });
      if (first === undefined) days.set(value.date, row);
    }
  }

  const housed = batch.housed;
  const losses = p.mortality
    .filter((r) => r.value.date !== undefined && r.value.dead !== undefined && r.value.culled !== undefined)
    .sort((a, b) => a.value.date!.localeCompare(b.value.date!) || a.row - b.row);
  let lost = 0;
  let overflowed = false;
  for (const { row, value } of losses) {
    lost += value.dead! + value.culled!;
    if (housed !== undefined && lost > housed && !overflowed) {
      overflowed = true;
      refuse('mortality', row, 'dead', 'more_lost_than_housed', { lost, housed });
    }
  }
  refusals.push(...eggRules(p, ctx, (row, date) => dayFits('eggs', row, date, slaughterDay)));

  const birds = slaughter?.value.birds;
  if (housed !== undefined && birds !== undefined && !overflowed && birds > housed - lost) {
    refuse('slaughter', slaughter!.row, 'birds', 'more_slaughtered_than_alive', { alive: housed - lost });
  }
  return refusals;
}

/** The division an import houses its flock in. */
export const IMPORTED_DIVISION = '1';

/**
 * The eggs sheet's rules: a laying shed's only; each day once, within the batch; the import's one
 * division; the kinds within the eggs collected, and no more eggs than the hens alive at the day's start.
 */
function eggRules(p: ParsedImport, ctx: RuleContext, dayFits: (row: number, date: string) => boolean): Refusal[] {
  const refusals: Refusal[] = [];
  const refuse = (row: number, field: string, reason: ImportReason, params?: Refusal['params']) => refusals.push({ sheet: 'eggs', sheetName: p.names.eggs, row, field, reason, params });
  if (p.eggs.length === 0) return refusals;
  if (!ctx.laying) {
    refuse(p.eggs[0]!.row, '', 'not_laying');
    return refusals;
  }
  const housed = p.batch.value.housed;
  const lostBefore = lossesBefore(
    p.mortality
      .filter((r) => r.value.date !== undefined && r.value.dead !== undefined && r.value.culled !== undefined)
      .map((r) => ({ date: r.value.date!, dead: r.value.dead!, culled: r.value.culled! }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  );
  const seen = new Map<string, number>();
  for (const { row, value } of p.eggs) {
    if (value.division !== undefined && value.division !== IMPORTED_DIVISION) refuse(row, 'division', 'unknown_division');
    if (value.date !== undefined) {
      const first = seen.get(value.date);
      if (dayFits(row, value.date) && first !== undefined) refuse(row, 'date', 'duplicate_day', { row: first });
      if (first === undefined) seen.set(value.date, row);
    }
    const total = value.total;
    if (total === undefined) continue;
    const kinds = (value.hatching ?? 0) + (value.cracked ?? 0) + (value.dirty ?? 0) + (value.floor ?? 0) + (value.double_yolk ?? 0);
    if (kinds > total) refuse(row, 'total', 'egg_kinds_over_total', { total });
    if (housed !== undefined && value.date !== undefined) {
      const hens = housed - lostBefore(value.date);
      if (total > hens) refuse(row, 'total', 'more_eggs_than_hens', { hens: Math.max(hens, 0) });
    }
  }
  return refusals;
}
