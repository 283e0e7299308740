import type { RecentAlert } from '@plantel/contracts';

export interface CsvLabels {
  /** Column titles: time, shed, property, batch, age, type, severity, state, message. */
  headers: readonly string[];
  type: (a: RecentAlert) => string;
  severity: (a: RecentAlert) => string;
  state: (a: RecentAlert) => string;
  message: (a: RecentAlert) => string;
  time: (iso: string) => string;
  /** Masks names for a guest. */
  sensitive: (text: string | null) => string;
}

/** Where a decimal comma is the rule, spreadsheets expect `;` between fields. */
export const csvSeparator = (language: string) => (language.startsWith('en') ? ',' : ';');

const cell = (value: string | number | null, separator: string) => {
  const text = value === null ? '' : String(value);
  return /["\n\r]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The alerts as CSV for spreadsheet apps: UTF-8 with a byte-order mark, CRLF line ends. */
export function alertsCsv(alerts: readonly RecentAlert[], labels: CsvLabels, separator: string): string {
  const rows = alerts.map((a) => [
    labels.time(a.timestamp),
    a.shed_identification,
    labels.sensitive(a.shed_property_name),
    a.batch_identification,
    a.age,
    labels.type(a),
    labels.severity(a),
    labels.state(a),
    labels.message(a),
  ]);
  return '\uFEFF' + [labels.headers, ...rows].map((row) => row.map((v) => cell(v, separator)).join(separator)).join('\r\n') + '\r\n';
}
