import { DATE_LOCALE_TAGS, fillPlaceholders, REPORT_EMAIL_LABELS, type AlertLanguage } from '@plantel/contracts';
import type { MailMessage } from '../alerts/channels/email';

/** A shed the e-mail names, with its batch when it has one to report. */
export interface ReportEmailShed {
  /** How the owner may read the shed: its identification and the property's name (masked for a guest). */
  label: string;
  batch: string | null;
}

export interface ReportEmailContent {
  language: AlertLanguage;
  /** The seven local dates covered, YYYY-MM-DD. */
  week: { from: string; to: string };
  sheds: ReportEmailShed[];
  /** Batches left out of an e-mail that would have grown too large. */
  omitted: number;
  /** A sending asked for by hand ("send now"), not the week's. */
  trial: boolean;
}

/** dd/mm/yyyy (or the language's order) of a local date. */
const dateOf = (language: AlertLanguage, date: string) =>
  new Intl.DateTimeFormat(DATE_LOCALE_TAGS[language], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));

/** The subject and body of a weekly report e-mail in its language, naming the week and the sheds. */
export function reportEmailText({ language, week, sheds, omitted, trial }: ReportEmailContent): Pick<MailMessage, 'subject' | 'text'> {
  const l = REPORT_EMAIL_LABELS[language];
  const dates = { from: dateOf(language, week.from), to: dateOf(language, week.to) };
  const housed = sheds.some((s) => s.batch !== null);
  const lines = [
    fillPlaceholders(l.intro, dates),
    ...(trial ? [l.trial] : []),
    '',
    housed ? l.attached : l.noneHoused,
    ...sheds.map((s) => `- ${s.label}: ${s.batch ?? l.noBatch}`),
    ...(omitted > 0 ? ['', fillPlaceholders(l.notAttached, { count: omitted })] : []),
    '',
    l.footer,
  ];
  return { subject: `[Plantel] ${fillPlaceholders(l.subject, dates)}`, text: lines.join('\n') };
}

/** A file name for a batch's PDF that every mail client accepts. */
export function reportFileName(shed: string, batch: string): string {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `plantel-${plain(shed) || 'shed'}-${plain(batch) || 'batch'}.pdf`;
}
