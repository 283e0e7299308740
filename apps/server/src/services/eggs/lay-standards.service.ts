import {
  ALERT_LANGUAGES,
  LAYING_MODULES,
  LAY_STANDARD_COLUMNS,
  LAY_STANDARD_LABELS,
  LAY_STANDARD_LIMITS,
  hasPermission,
  productionTypesOf,
  type AlertLanguage,
  type LayStandard,
  type LayStandardColumn,
  type LayStandardList,
  type LayStandardSummary,
  type LayStandardWeek,
  type LayingModule,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import {
  deleteLayStandard,
  findLayStandardById,
  findLayStandardWeeks,
  findLayStandards,
  findOpenFlockLineages,
  saveLayStandard,
  type LayStandardWeekRow,
} from '../../repositories/lay-standards.repository';
import { actorOf, recordAudit } from '../access/audit.service';
import { farmScopeOf } from '../access/farm-scope';
import type { Principal } from '../access/auth.service';
import { plainValue } from '../batch-import/cell-values';
import { headerOnlyTemplate } from '../batch-import/sheet-template';
import { NotAWorkbookError, columnNamesOf, loadWorkbook, normalName, xlsxShape } from '../batch-import/parse-xlsx';
import { ForbiddenError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { weekOf } from './flock-standard';
import { refreshFlocksOfStandard } from './lay-summary';
import type { ImportFileBody } from '../batch-import/source';

export type LayStandardBody = ImportFileBody;

/** Column names of every language (with or without their unit), and the JSON keys, to the key. */
const COLUMN_NAMES = columnNamesOf(LAY_STANDARD_COLUMNS, (lang) => LAY_STANDARD_LABELS[lang].columns);

/** A row of the standard as the file numbers it (the JSON's from 1, the sheet's from its second line). */
interface SourceRow {
  row: number;
  values: Map<LayStandardColumn, unknown>;
}

interface Refusal {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

const readableModules = (principal: Principal): LayingModule[] => LAYING_MODULES.filter((m) => principal.isSuperuser || hasPermission(principal.roles, m, 'Performance'));

const editsStandards = (principal: Principal, module: LayingModule) => principal.isSuperuser || (principal.isStaff && hasPermission(principal.roles, module, 'Cadastro'));
const NOT_AN_EDITOR = 'Only staff with the Cadastro permission in the module may change its lay standards';

/** Staff with Cadastro in the module (superusers always) import and remove its standards. */
function requireStandardEditor(principal: Principal, module: LayingModule): void {
  if (!editsStandards(principal, module)) throw new ForbiddenError(NOT_AN_EDITOR);
}

/** Refuses, before a standard's file is read, whoever may edit the standards of no laying module. */
export function requireSomeStandardEditor(principal: Principal): void {
  if (!LAYING_MODULES.some((m) => editsStandards(principal, m))) throw new ForbiddenError(NOT_AN_EDITOR);
}

function readJson(value: unknown, refusals: Refusal[]): SourceRow[] {
  const weeks = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).weeks : undefined;
  for (const key of value !== null && typeof value === 'object' ? Object.keys(value) : []) {
    if (key !== 'weeks') refusals.push({ field: key, key: 'layStandards.errors.unknownColumn', params: { column: key } });
  }
  if (!Array.isArray(weeks)) return [];
  return weeks.map((item, i) => {
    const values = new Map<LayStandardColumn, unknown>();
    for (const [key, cell] of Object.entries(item !== null && typeof item === 'object' ? item : {})) {
      const column = LAY_STANDARD_COLUMNS.find((c) => c === key);
      if (column) values.set(column, cell);
      else refusals.push({ field: `weeks.${i}.${key}`, key: 'layStandards.errors.unknownColumn', params: { column: key } });
    }
    return { row: i + 1, values };
  });
}

/** The template's sheet (or the workbook's first): columns found by name in any language; another column is refused by name. */
async function readXlsx(bytes: Buffer, refusals: Refusal[]): Promise<SourceRow[]> {
  const workbook = await loadWorkbook(bytes);
  const sheetNames = new Set(ALERT_LANGUAGES.map((l) => normalName(LAY_STANDARD_LABELS[l].sheet)));
  const worksheet = workbook.worksheets.find((w) => sheetNames.has(normalName(w.name))) ?? workbook.worksheets[0]!;
  const columns = new Map<number, LayStandardColumn>();
  worksheet.getRow(1).eachCell((cell, col) => {
    const header = String(plainValue(cell.value) ?? '').trim();
    if (header === '') return;
    const key = COLUMN_NAMES.get(normalName(header));
    if (key) columns.set(col, key);
    else refusals.push({ field: header, key: 'layStandards.errors.unknownColumn', params: { column: header } });
  });
  const rows: SourceRow[] = [];
  worksheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = new Map<LayStandardColumn, unknown>();
    for (const [col, key] of columns) {
      const value = plainValue(row.getCell(col).value);
      if (value !== undefined && value !== null && String(value).trim() !== '') values.set(key, value);
    }
    if (values.size > 0) rows.push({ row: number, values });
  });
  return rows;
}

/** A cell as a number: numbers as they are, text with a decimal comma or point; undefined when it is no number. */
function numberOf(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = String(value).trim().replace(/\s/g, '');
  if (text === '') return null;
  const number = Number(/^-?\d+(,\d+)?$/.test(text) ? text.replace(',', '.') : text);
  return Number.isFinite(number) ? number : undefined;
}

/** The weeks of a standard from its rows, each figure within its limits and each week once; every breach is a refusal. */
function weeksOf(rows: readonly SourceRow[], lang: AlertLanguage, refusals: Refusal[]): LayStandardWeek[] {
  const labels = LAY_STANDARD_LABELS[lang].columns;
  const seen = new Map<number, number>();
  const weeks: LayStandardWeek[] = [];
  rows.forEach(({ row, values }, i) => {
    const figures = {} as Record<LayStandardColumn, number | null>;
    let fine = true;
    for (const column of LAY_STANDARD_COLUMNS) {
      const field = `weeks.${i}.${column}`;
      const value = numberOf(values.get(column));
      const { min, max } = LAY_STANDARD_LIMITS[column];
      if (value === undefined) refusals.push({ field, key: 'layStandards.errors.notANumber', params: { row, column: labels[column] } });
      else if (value === null && column === 'week') refusals.push({ field, key: 'layStandards.errors.weekRequired', params: { row } });
      else if (value !== null && (value < min || value > max || (column === 'week' && !Number.isInteger(value)))) {
        refusals.push({ field, key: 'layStandards.errors.outOfRange', params: { row, column: labels[column], min, max } });
      } else {
        figures[column] = value;
        continue;
      }
      fine = false;
    }
    if (!fine) return;
    const first = seen.get(figures.week!);
    if (first !== undefined) return refusals.push({ field: `weeks.${i}.week`, key: 'layStandards.errors.duplicateWeek', params: { row, week: figures.week!, first } });
    seen.set(figures.week!, row);
    weeks.push({ ...figures, week: figures.week! });
  });
  if (rows.length > LAY_STANDARD_LIMITS.week.max) refusals.push({ field: 'weeks', key: 'layStandards.errors.tooManyRows', params: { max: LAY_STANDARD_LIMITS.week.max } });
  if (rows.length === 0) refusals.push({ field: 'weeks', key: 'layStandards.errors.noWeeks' });
  return weeks.sort((a, b) => a.week - b.week);
}

const rowOf = (w: LayStandardWeek): LayStandardWeekRow => ({
  week: w.week,
  henDayPercent: w.hen_day_percent,
  henHousedEggs: w.hen_housed_eggs,
  eggWeight: w.egg_weight,
  bodyWeight: w.body_weight,
  feedPerHenDay: w.feed_per_hen_day,
});

/** Thrown for a body that is neither JSON nor a workbook. */
export class NotAStandardFileError extends Error {}

/**
 * `PUT /v2/lay-standards?module=&lineage=`: a breed standard from the .xlsx template or JSON, in one
 * transaction; a standard of the same module and lineage is replaced. Any refused row writes nothing.
 */
export async function importLayStandard(
  db: Db,
  principal: Principal,
  target: { module: LayingModule; lineage: string },
  body: LayStandardBody,
  lang: AlertLanguage,
  now = new Date(),
): Promise<{ standard: LayStandard; replaced: boolean }> {
  requireStandardEditor(principal, target.module);
  const refusals: Refusal[] = [];
  let rows: SourceRow[];
  if (body.kind === 'json') rows = readJson(body.value, refusals);
  else {
    if (xlsxShape(body.bytes) !== 'ok') throw new NotAStandardFileError();
    try {
      rows = await readXlsx(body.bytes, refusals);
    } catch (error) {
      if (error instanceof NotAWorkbookError) throw new NotAStandardFileError();
      throw error;
    }
  }
  const weeks = weeksOf(rows, lang, refusals);
  if (refusals.length > 0) throw new InvalidFieldsError(refusals);
  // A lineage typed in another letter case takes the spelling its flocks bear.
  const typed = target.lineage.trim();
  const lineage = (await flockLineagesOf(db, principal, [target.module])).find((l) => sameLineage(l.lineage, typed))?.lineage ?? typed;
  const saved = await db.transaction(async (t) => {
    const result = await saveLayStandard(t, { companyId: principal.companyId, module: target.module, lineage, importedBy: principal.userId, importedAt: now }, weeks.map(rowOf));
    await recordAudit(t, actorOf(principal), [
      { action: result.replaced ? 'update' : 'create', entity: 'lay_standard', entityId: result.id, label: `${lineage} (${target.module})`, after: { weeks: weeks.length, first_week: weeks[0]!.week, last_week: weeks.at(-1)!.week } },
    ]);
    await refreshFlocksOfStandard(t, principal.companyId, target.module, lineage);
    return result;
  });
  return { standard: await layStandardById(db, principal, saved.id), replaced: saved.replaced };
}

const summaryOf = (r: { id: number; module: LayingModule; lineage: string; importedAt: Date }, weeks: readonly { week: number }[], flocks: number): LayStandardSummary => ({
  id: r.id,
  module: r.module,
  lineage: r.lineage,
  weeks: weeks.length,
  first_week: weeks[0]?.week ?? 0,
  last_week: weeks.at(-1)?.week ?? 0,
  imported_at: r.importedAt.toISOString(),
  flocks,
});

/** The open flocks' lineages of each laying module the caller reads, as the scope sees them. */
async function flockLineagesOf(db: Db, principal: Principal, modules: readonly LayingModule[]) {
  const scope = farmScopeOf(principal);
  return (await Promise.all(modules.map(async (module) => (await findOpenFlockLineages(db, scope, productionTypesOf(module))).map((l) => ({ module, ...l }))))).flat();
}

const sameLineage = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const flocksOf = (lineages: readonly { module: LayingModule; lineage: string; flocks: number }[], module: LayingModule, lineage: string) =>
  lineages.find((l) => l.module === module && sameLineage(l.lineage, lineage))?.flocks ?? 0;

/** `GET /v2/lay-standards`: the company's standards of the laying modules the caller has Performance in, and the lineages their flocks bear. */
export async function listLayStandards(db: Db, principal: Principal): Promise<LayStandardList> {
  const modules = readableModules(principal);
  const rows = await findLayStandards(db, principal.companyId, modules);
  const lineages = await flockLineagesOf(db, principal, modules);
  return {
    items: rows.map((r) => ({ id: r.id, module: r.module, lineage: r.lineage, weeks: r.weeks, first_week: r.firstWeek, last_week: r.lastWeek, imported_at: r.importedAt.toISOString(), flocks: flocksOf(lineages, r.module, r.lineage) })),
    lineages: lineages.map((l) => ({ ...l, standard: rows.find((r) => r.module === l.module && sameLineage(r.lineage, l.lineage))?.id ?? null })),
  };
}

/** `GET /v2/lay-standards/{id}`: a standard with its weeks; another company's, or a module without Performance, is a 404. */
export async function layStandardById(db: Db, principal: Principal, id: number): Promise<LayStandard> {
  const row = await findLayStandardById(db, principal.companyId, id);
  if (!row || !readableModules(principal).includes(row.module)) throw new NotFoundError('Lay standard not found');
  const weeks = (await findLayStandardWeeks(db, id)).map(weekOf);
  return { ...summaryOf(row, weeks, flocksOf(await flockLineagesOf(db, principal, [row.module]), row.module, row.lineage)), rows: weeks };
}

/** `DELETE /v2/lay-standards/{id}`: its flocks are compared with their own weeks again. */
export async function removeLayStandard(db: Db, principal: Principal, id: number): Promise<void> {
  const row = await findLayStandardById(db, principal.companyId, id);
  if (!row || !readableModules(principal).includes(row.module)) throw new NotFoundError('Lay standard not found');
  requireStandardEditor(principal, row.module);
  await db.transaction(async (t) => {
    await deleteLayStandard(t, principal.companyId, id);
    await recordAudit(t, actorOf(principal), [{ action: 'delete', entity: 'lay_standard', entityId: id, label: `${row.lineage} (${row.module})` }]);
    await refreshFlocksOfStandard(t, principal.companyId, row.module, row.lineage);
  });
}

/** The .xlsx template in a language: one sheet, a bold frozen header row with a note on each column. */
export async function layStandardTemplate(lang: AlertLanguage): Promise<{ filename: string; body: Buffer }> {
  const labels = LAY_STANDARD_LABELS[lang];
  return { filename: labels.file, body: await headerOnlyTemplate(labels.sheet, LAY_STANDARD_COLUMNS.map((key) => ({ header: labels.columns[key], note: labels.notes[key] }))) };
}
