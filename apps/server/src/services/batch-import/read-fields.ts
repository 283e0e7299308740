import type { z } from 'zod';
import {
  ALERT_LANGUAGES,
  BATCH_IMPORT_LABELS,
  IMPORT_COLUMNS,
  IMPORT_SEXES,
  OPTIONAL_IMPORT_COLUMNS,
  WORD_IMPORT_COLUMNS,
  batchImportSchema,
  importWordsOf,
  importedSampleSchema,
  importedTreatmentSchema,
  importedVaccinationSchema,
  divisionsOfText,
  importedFeedDaySchema,
  importedMortalityDaySchema,
  importedEggDaySchema,
  importedSlaughterSchema,
  importedWeighingSchema,
  type BatchImport,
  type ImportReason,
  type ImportSex,
  type ImportSheet,
  type WordImportColumn,
  type AlertLanguage,
} from '@plantel/contracts';
import { CELL_KINDS } from './cell-values';
import { normalName, wordsOf } from './parse-xlsx';
import { quoted, type ImportSource, type Refusal, type SourceRow, type SourceSheet } from './source';

export type BatchFields = Omit<BatchImport, 'weighings' | 'feed' | 'mortality' | 'eggs' | 'slaughter' | 'treatments' | 'vaccinations' | 'samples'>;
export type ImportedWeighing = BatchImport['weighings'][number];
export type ImportedFeedDay = BatchImport['feed'][number];
export type ImportedMortalityDay = NonNullable<BatchImport['mortality']>[number];
export type ImportedSlaughter = NonNullable<BatchImport['slaughter']>;
export type ImportedEggDay = NonNullable<BatchImport['eggs']>[number];
export type ImportedTreatment = NonNullable<BatchImport['treatments']>[number];
export type ImportedVaccination = NonNullable<BatchImport['vaccinations']>[number];
export type ImportedSample = NonNullable<BatchImport['samples']>[number];

/** A row's values that were read well (a refused one is left out), with where the row is. */
export interface ParsedRow<T> {
  row: number;
  value: Partial<T>;
}

export interface ParsedImport {
  /** Each sheet's name as the file calls it (null: JSON, or a sheet the file does not have). */
  names: Record<ImportSheet, string | null>;
  batch: ParsedRow<BatchFields>;
  weighings: ParsedRow<ImportedWeighing>[];
  feed: ParsedRow<ImportedFeedDay>[];
  mortality: ParsedRow<ImportedMortalityDay>[];
  eggs: ParsedRow<ImportedEggDay>[];
  slaughter: ParsedRow<ImportedSlaughter> | null;
  treatments: ParsedRow<ImportedTreatment>[];
  vaccinations: ParsedRow<ImportedVaccination>[];
  samples: ParsedRow<ImportedSample>[];
}

/** The contract's schema of each column: its limits are the import's. */
const FIELD_SCHEMAS: Record<ImportSheet, Record<string, z.ZodType>> = {
  batch: batchImportSchema.shape,
  weighings: importedWeighingSchema.shape,
  feed: importedFeedDaySchema.shape,
  mortality: importedMortalityDaySchema.shape,
  slaughter: importedSlaughterSchema.shape,
  eggs: importedEggDaySchema.shape,
  treatments: importedTreatmentSchema.shape,
  vaccinations: importedVaccinationSchema.shape,
  samples: importedSampleSchema.shape,
};

/** The sex in any language of the template (and the JSON form's words). */
const SEX_NAMES = new Map<string, ImportSex>(
  IMPORT_SEXES.flatMap((sex) => [sex, ...ALERT_LANGUAGES.map((l) => BATCH_IMPORT_LABELS[l].sexes[sex])].map((name) => [normalName(name), sex] as const)),
);

/** The words of each word column in any language of the template (and the JSON codes), to the code. */
const WORD_CODES = Object.fromEntries(
  WORD_IMPORT_COLUMNS.map((column) => {
    const codes = Object.keys(importWordsOf('en', column));
    return [column, wordsOf(codes, (lang: AlertLanguage) => importWordsOf(lang, column))];
  }),
) as Record<WordImportColumn, Map<string, string>>;
const isWordColumn = (key: string): key is WordImportColumn => (WORD_IMPORT_COLUMNS as readonly string[]).includes(key);

const isEmpty = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

type Outcome = { value: unknown } | { reason: ImportReason; params?: Record<string, string | number> };

/** Why the contract refused a value, as one of the import's reasons. */
function reasonOf(key: string, raw: unknown, issue: z.core.$ZodIssue | undefined): Outcome {
  const value = quoted(raw);
  if (key === 'weights') return { reason: 'bad_weights', params: { value } };
  if (key === 'sex') return { reason: 'bad_sex', params: { value } };
  if (key === 'divisions') return { reason: 'bad_divisions', params: { value } };
  if (isWordColumn(key) && typeof raw === 'string') return { reason: 'bad_word', params: { value } };
  const kind = CELL_KINDS[key];
  const badText: ImportReason = kind === 'day' ? 'bad_date' : kind === 'moment' || kind === 'moment-or-day' ? 'bad_datetime' : kind === 'number' ? 'not_a_number' : 'not_text';
  switch (issue?.code) {
    case 'invalid_type':
      return issue.expected === 'int' ? { reason: 'not_whole', params: { value } } : { reason: badText, params: { value } };
    case 'too_small':
      if (issue.origin !== 'number') return { reason: 'required' };
      return !issue.inclusive && Number(issue.minimum) === 0 ? { reason: 'must_be_positive' } : { reason: 'at_least', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'number' ? { reason: 'at_most', params: { max: Number(issue.maximum) } } : { reason: 'too_long', params: { max: Number(issue.maximum) } };
    default:
      return { reason: badText, params: { value } };
  }
}

function readValue(sheet: ImportSheet, key: string, raw: unknown): Outcome {
  const schema = FIELD_SCHEMAS[sheet][key]!;
  if (isEmpty(raw)) return OPTIONAL_IMPORT_COLUMNS.includes(key) ? { value: schema.parse(undefined) } : { reason: 'required' };
  const given =
    typeof raw !== 'string' ? raw
    : key === 'sex' ? (SEX_NAMES.get(normalName(raw)) ?? raw)
    : key === 'divisions' ? (divisionsOfText(raw) ?? raw)
    : isWordColumn(key) ? (WORD_CODES[key].get(normalName(raw)) ?? raw)
    : raw;
  const parsed = schema.safeParse(given);
  return parsed.success ? { value: parsed.data } : reasonOf(key, raw, parsed.error.issues[0]);
}

function readRow<T>(sheet: ImportSheet, source: SourceSheet, row: SourceRow, refusals: Refusal[]): ParsedRow<T> {
  const value: Record<string, unknown> = {};
  for (const key of IMPORT_COLUMNS[sheet]) {
    // A required column the sheet lacks was refused once already; a missing optional one takes its default.
    if (source.absent.has(key) && !OPTIONAL_IMPORT_COLUMNS.includes(key)) continue;
    const outcome = readValue(sheet, key, row.values[key]);
    if ('reason' in outcome) refusals.push({ sheet, sheetName: source.name, row: row.row, field: key, reason: outcome.reason, params: outcome.params });
    else if (outcome.value !== undefined) value[key] = outcome.value;
  }
  return { row: row.row, value: value as Partial<T> };
}

/** Every value of the import read against its column's contract; each one refused is a refusal. */
export function readFields(source: ImportSource): { parsed: ParsedImport; refusals: Refusal[] } {
  const refusals: Refusal[] = [...source.refusals];
  const rowsOf = <T>(sheet: ImportSheet): ParsedRow<T>[] => {
    const s = source.sheets[sheet];
    return s ? s.rows.map((row) => readRow<T>(sheet, s, row, refusals)) : [];
  };
  const names = Object.fromEntries(Object.entries(source.sheets).map(([sheet, s]) => [sheet, s?.name ?? null])) as Record<ImportSheet, string | null>;
  const parsed: ParsedImport = {
    names,
    batch: rowsOf<BatchFields>('batch')[0] ?? { row: 1, value: {} },
    weighings: rowsOf<ImportedWeighing>('weighings'),
    feed: rowsOf<ImportedFeedDay>('feed'),
    mortality: rowsOf<ImportedMortalityDay>('mortality'),
    eggs: rowsOf<ImportedEggDay>('eggs'),
    slaughter: rowsOf<ImportedSlaughter>('slaughter')[0] ?? null,
    treatments: rowsOf<ImportedTreatment>('treatments'),
    vaccinations: rowsOf<ImportedVaccination>('vaccinations'),
    samples: rowsOf<ImportedSample>('samples'),
  };
  return { parsed, refusals };
}

/** The import as the JSON contract has it, once nothing was refused. */
export function importOf(parsed: ParsedImport): BatchImport {
  return {
    ...(parsed.batch.value as BatchFields),
    weighings: parsed.weighings.map((r) => r.value as ImportedWeighing),
    feed: parsed.feed.map((r) => r.value as ImportedFeedDay),
    mortality: parsed.mortality.map((r) => r.value as ImportedMortalityDay),
    eggs: parsed.eggs.map((r) => r.value as ImportedEggDay),
    slaughter: parsed.slaughter ? (parsed.slaughter.value as ImportedSlaughter) : undefined,
    treatments: parsed.treatments.map((r) => r.value as ImportedTreatment),
    vaccinations: parsed.vaccinations.map((r) => r.value as ImportedVaccination),
    samples: parsed.samples.map((r) => r.value as ImportedSample),
  };
}
