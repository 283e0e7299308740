import {
  AUDIT_WORDS,
  MODULES,
  REGISTER_IMPORT_LABELS,
  REPORT_LABELS,
  isAuditField,
  type AlertLanguage,
  type AuditFieldChange,
  type ModuleName,
} from '@plantel/contracts';
import type { AuditReferenceNames } from '../../repositories/audit.repository';
import { reportFormatters } from '../reports/report-format';
import { dayText } from '../../shared/wall-time';

/** An entry's fields as recorded: the object before and after. */
interface Recorded {
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Fields that hold an id, by what they name. */
const REFERENCES = { shed: 'sheds', property: 'properties', producer: 'producers', division: 'divisions', producer_ids: 'producers' } as const;
type ReferenceField = keyof typeof REFERENCES;
const isReference = (key: string): key is ReferenceField => key in REFERENCES;

/** Fields holding a moment (ISO 8601), shown on the company's clock. */
const MOMENTS = new Set(['archived_at', 'expires_at', 'opening_date', 'opened_at', 'lodged_at', 'removed_at', 'withdrawal_ends_at']);
/** Fields holding a calendar day (yyyy-mm-dd). */
const DAYS = new Set(['slaughter_date', 'date']);
/** Fields holding a share of a silo (0–1), shown as a percentage. */
const SHARES = new Set(['low_threshold', 'critical_threshold']);

const isModule = (key: string): key is ModuleName => (MODULES as readonly string[]).includes(key);

/** The ids an audit page names, to look up once. */
export function auditReferences(entries: readonly Recorded[]) {
  const ids = { sheds: new Set<number>(), properties: new Set<number>(), producers: new Set<number>(), divisions: new Set<number>() };
  for (const entry of entries) {
    for (const values of [entry.before, entry.after]) {
      for (const [key, value] of Object.entries(values ?? {})) {
        if (!isReference(key)) continue;
        for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'number') ids[REFERENCES[key]].add(id);
      }
    }
  }
  return { sheds: [...ids.sheds], properties: [...ids.properties], producers: [...ids.producers], divisions: [...ids.divisions] };
}

/**
 * An audit entry in words, in a language: each changed field by its name, with its value before and
 * after as the screens write it (names for ids, the company's clock for moments, the language's
 * numbers, yes/no, the register's words for its choices). A value that was not there is null.
 */
export function auditWords(lang: AlertLanguage, timeZone: string, names: AuditReferenceNames) {
  const words = AUDIT_WORDS[lang];
  const modules = REPORT_LABELS[lang].modules;
  const choices = REGISTER_IMPORT_LABELS[lang].choices;
  const format = reportFormatters(lang, timeZone);
  const decimals = new Intl.NumberFormat(lang, { maximumFractionDigits: 6 });

  const named = (key: ReferenceField, id: number) => names[REFERENCES[key]].get(id) ?? `#${id}`;

  const valueText = (key: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value === 'boolean') return value ? words.yes : words.no;
    if (isReference(key) && typeof value === 'number') return named(key, value);
    if (key === 'producer_ids' && Array.isArray(value)) return value.length === 0 ? null : value.map((id) => named(key, Number(id))).join(', ');
    if (key === 'production_type' && typeof value === 'number') return choices.production_type[value as keyof typeof choices.production_type] ?? String(value);
    if (key === 'ventilation' && typeof value === 'string') return choices.ventilation[value as keyof typeof choices.ventilation] ?? value;
    if (key === 'sex' && typeof value === 'number') return words.sexes[value as 1 | 2 | 3] ?? String(value);
    if (key === 'module' && typeof value === 'string') return isModule(value) ? modules[value] : value;
    if (key === 'roles' && typeof value === 'object' && !Array.isArray(value)) {
      const granted = Object.entries(value as Record<string, string[]>).filter(([, permissions]) => permissions.length > 0);
      return granted.length === 0 ? null : granted.map(([module, permissions]) => `${isModule(module) ? modules[module] : module}: ${permissions.join(', ')}`).join('; ');
    }
    if (MOMENTS.has(key) && typeof value === 'string') return format.dateTime(value);
    if (DAYS.has(key) && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayText(value);
    if (SHARES.has(key) && typeof value === 'number') return `${decimals.format(Math.round(value * 1000) / 10)} %`;
    if (key === 'payable_cents' && typeof value === 'number') return format.money(value);
    if (typeof value === 'number') return decimals.format(value);
    if (Array.isArray(value)) return value.length === 0 ? null : value.map((item) => itemText(item)).join('; ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };

  /** A list's item: a division housed ({identification, animals}) or a text as recorded. */
  const itemText = (item: unknown): string => {
    if (item !== null && typeof item === 'object' && 'identification' in item) {
      const { identification, animals } = item as { identification: unknown; animals?: unknown };
      return typeof animals === 'number' ? `${String(identification)} (${decimals.format(animals)})` : String(identification);
    }
    return typeof item === 'string' ? item : JSON.stringify(item);
  };

  const fieldName = (key: string) => (isAuditField(key) ? words.fields[key] : isModule(key) ? modules[key] : key);

  return {
    /** What the entry is about: its label, or the field's name when the label is one (a company setting). */
    label: (entry: Recorded) => (isAuditField(entry.label) ? words.fields[entry.label] : entry.label),
    changes: (entry: Recorded): AuditFieldChange[] => {
      const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
      return keys.map((key) => ({
        field: key,
        name: fieldName(key),
        before: entry.before ? valueText(key, entry.before[key]) : null,
        after: entry.after ? valueText(key, entry.after[key]) : null,
      }));
    },
  };
}
