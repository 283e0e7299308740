import type { CellValue } from 'exceljs';
import { zonedInstant } from '../reports/report-periods';
import { DAY_MS, HOUR_MS } from '../common/units';

/** What a column holds: the cell is turned into the JSON form's value for it. */
export type CellKind = 'number' | 'text' | 'day' | 'moment' | 'moment-or-day' | 'weights' | 'names';

/** The kind of every column of the import (a key means the same on every sheet it is on). */
export const CELL_KINDS: Record<string, CellKind> = {
  shed: 'number',
  identification: 'text',
  lineage: 'text',
  sex: 'text',
  lodged_at: 'moment',
  housed: 'number',
  entry_weight: 'number',
  age_at_lodging: 'number',
  divisions: 'text',
  at: 'moment-or-day',
  mean_weight: 'number',
  weights: 'weights',
  date: 'day',
  kg: 'number',
  dead: 'number',
  culled: 'number',
  birds: 'number',
  live_weight_kg: 'number',
  division: 'text',
  total: 'number',
  hatching: 'number',
  cracked: 'number',
  dirty: 'number',
  floor: 'number',
  double_yolk: 'number',
  mean_egg_weight: 'number',
  product: 'text',
  division_names: 'names',
  route: 'text',
  dose: 'number',
  dose_unit: 'text',
  quantity: 'number',
  started_at: 'moment',
  ended_at: 'moment',
  prescriber_name: 'text',
  prescriber_registration: 'text',
  reason: 'text',
  animals: 'number',
  given_on: 'day',
  place: 'text',
  vaccine_batch: 'text',
  kind: 'text',
  taken_on: 'day',
  laboratory: 'text',
  sample_id: 'text',
  outcome: 'text',
  serovar: 'text',
  result_on: 'day',
};

/** Excel's day 0 (serial numbers count days from 1899-12-30), and the serials taken as dates: 1927 to 9999. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const SERIAL_RANGE = { min: 10_000, max: 2_958_465 } as const;

const NUMBER_TEXT = /^[+-]?\d+(?:[.,]\d+)?$/;
const MOMENT_TEXT = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const two = (n: number) => String(n).padStart(2, '0');

/** The plain value of a cell: a formula's result, a rich text's or a link's text; empty text is no value. */
export function plainValue(value: CellValue): string | number | boolean | Date | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return plainValue(value.richText.map((r) => r.text).join(''));
  if ('hyperlink' in value) return plainValue(value.text);
  if ('error' in value) return value.error;
  if ('result' in value) return plainValue(value.result as CellValue);
  return undefined;
}

/** A workbook date (its UTC fields are what the cell shows) or an Excel serial number, as the wall clock it shows. */
function wallClockOf(value: Date | number): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value < SERIAL_RANGE.min || value > SERIAL_RANGE.max) return null;
  return new Date(EXCEL_EPOCH_MS + Math.round(value * DAY_MS));
}

const dayOfWall = (wall: Date) => `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;

/** A moment shown on the company's wall clock, as an ISO time. */
function momentOfWall(wall: Date, timeZone: string): string {
  const hours = (wall.getTime() - Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())) / HOUR_MS;
  return zonedInstant(dayOfWall(wall), hours, timeZone).toISOString();
}

/** A real calendar date and clock (2026-02-30 or 25:00 are not). */
function validWall(day: string, hour: number, minute: number, second: number): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d, hour, minute, second));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d && hour < 24 && minute < 60 && second < 60;
}

/** Text YYYY-MM-DD HH:MM[:SS] with an optional offset; without one, on the company's clock. */
function momentOfText(text: string, timeZone: string): string | null {
  const match = MOMENT_TEXT.exec(text);
  if (!match) return null;
  const [, day, h, m, s, offset] = match as unknown as [string, string, string, string, string | undefined, string | undefined];
  const [hour, minute, second] = [Number(h), Number(m), Number(s ?? 0)];
  if (!validWall(day, hour, minute, second)) return null;
  if (!offset) return zonedInstant(day, hour + minute / 60 + second / 3600, timeZone).toISOString();
  const zone = offset.toUpperCase() === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const at = Date.parse(`${day}T${two(hour)}:${two(minute)}:${two(second)}${zone}`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

function numberOfText(text: string): number | null {
  return NUMBER_TEXT.test(text) ? Number(text.replace(',', '.')) : null;
}

/**
 * A cell as the JSON form would carry the value: numbers from number cells or plain numeric text
 * (decimal point or comma, no thousands separators), days and moments from workbook dates or ISO
 * text, individual weights from one cell separated by ';' or spaces, names from one cell separated by ';'. A value that cannot be read
 * stays as it is, and the checks refuse it for what it is.
 */
export function jsonValueOf(kind: CellKind, value: CellValue, timeZone: string): unknown {
  const plain = plainValue(value);
  if (plain === undefined) return undefined;
  switch (kind) {
    case 'text':
      return typeof plain === 'number' ? String(plain) : plain;
    case 'number':
      return typeof plain === 'string' ? (numberOfText(plain) ?? plain) : plain;
    case 'day': {
      if (typeof plain === 'string' || typeof plain === 'boolean') return plain;
      const wall = wallClockOf(plain);
      return wall ? dayOfWall(wall) : plain;
    }
    case 'moment': {
      if (typeof plain === 'string') return momentOfText(plain, timeZone) ?? plain;
      if (typeof plain === 'boolean') return plain;
      const wall = wallClockOf(plain);
      return wall ? momentOfWall(wall, timeZone) : plain;
    }
    case 'moment-or-day': {
      // A weighing's date without a time (text YYYY-MM-DD, or a workbook date at 00:00) stays a day: it is taken at the lodging hour.
      if (typeof plain === 'string') return momentOfText(plain, timeZone) ?? plain;
      if (typeof plain === 'boolean') return plain;
      const wall = wallClockOf(plain);
      if (!wall) return plain;
      return wall.getTime() % DAY_MS === 0 ? dayOfWall(wall) : momentOfWall(wall, timeZone);
    }
    case 'weights': {
      if (typeof plain === 'number') return [plain];
      if (typeof plain !== 'string') return plain;
      const weights = plain.split(/[;\s]+/).filter(Boolean).map(numberOfText);
      return weights.length > 0 && weights.every((w) => w !== null) ? weights : plain;
    }
    case 'names':
      return String(plain)
        .split(';')
        .map((name) => name.trim())
        .filter(Boolean);
  }
}
