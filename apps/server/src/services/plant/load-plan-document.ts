import { fillPlaceholders, LOAD_PLAN_LABELS, type AlertLanguage, type LoadPlan } from '@plantel/contracts';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { reportFormatters } from '../reports/report-format';
import { PDF_DEFAULT_STYLE, PDF_STYLES, pdfTable, rightAligned } from '../reports/pdf-styles';
import { dayText } from '../../shared/wall-time';

/** Who and where the flock is, as the plan's heading names it. */
export interface LoadPlanIdentity {
  company: string;
  producer: string;
  property: string;
  shed: string;
  batch: string;
  lineage: string;
  plannedDay: string | null;
  divisions: Map<number, string>;
  timeZone: string;
}

/** The load plan as a PDF in the reader's language (pt-BR by default: it goes to a Brazilian plant). */
export function loadPlanDocument(plan: LoadPlan, who: LoadPlanIdentity, lang: AlertLanguage, now: Date): TDocumentDefinitions {
  const l = LOAD_PLAN_LABELS[lang];
  const f = reportFormatters(lang, who.timeZone);
  const pairs: [string, string][] = [
    [l.identity.company, who.company],
    [l.identity.producer, who.producer],
    [l.identity.property, who.property],
    [l.identity.shed, who.shed],
    [l.identity.batch, who.batch],
    [l.identity.lineage, who.lineage || '—'],
    [l.identity.planned, who.plannedDay ? dayText(who.plannedDay) : '—'],
    ['', ''],
  ];
  const identity: TableCell[][] = [];
  for (let i = 0; i < pairs.length; i += 2) identity.push([{ text: pairs[i]![0], style: 'label' }, pairs[i]![1], { text: pairs[i + 1]![0], style: 'label' }, pairs[i + 1]![1]]);
  const { settings, totals } = plan;
  const band = (p10: number | null, p90: number | null) => (p10 === null || p90 === null ? '—' : `${f.number(p10)}–${f.number(p90)}`);
  const content: TDocumentDefinitions['content'] = [
    { text: l.title, style: 'h1' },
    { text: fillPlaceholders(l.version, { version: plan.version, at: f.dateTime(plan.saved_at), by: plan.saved_by ?? 'Plantel' }), style: 'subtitle' },
    { table: { widths: [90, '*', 90, '*'], body: identity }, layout: 'noBorders', margin: [0, 8, 0, 8] },
    pdfTable(
      [28, 62, 50, 40, '*', 62, 58, 62, 52],
      [l.columns.load, l.columns.catchAt, l.columns.truck, l.columns.birds, l.columns.divisions, l.columns.withdrawn, l.columns.weight, l.columns.band, l.columns.kg],
      [
        ...plan.loads.map((load, i) => [
          String(i + 1),
          f.dateTime(load.catch_at),
          load.truck,
          rightAligned(f.number(load.birds)),
          load.divisions.map((id) => who.divisions.get(id) ?? String(id)).join(', '),
          f.dateTime(load.feed_withdrawn_at),
          rightAligned(f.number(load.expected_weight)),
          rightAligned(band(load.expected_weight_p10, load.expected_weight_p90)),
          rightAligned(f.number(load.expected_kg)),
        ]),
        [{ text: l.total, bold: true }, '', '', rightAligned(f.number(totals.birds)), '', '', '', '', rightAligned(f.number(totals.kg))],
      ],
    ),
    { text: fillPlaceholders(l.totalBand, { p10: f.number(totals.kg_p10), p90: f.number(totals.kg_p90) }), margin: [0, 0, 0, 6] },
    {
      text: fillPlaceholders(l.assumptions, {
        withdrawal: f.number(settings.feed_withdrawal_hours, 1),
        shrink: f.number(settings.shrink_percent_per_hour, 2),
        hours: f.number(settings.feed_withdrawal_hours + settings.transport_hours, 1),
      }),
      style: 'note',
    },
  ];
  if (plan.forecast_now?.moved) content.push({ text: fillPlaceholders(l.moved, { change: f.number(plan.forecast_now.change_percent, 1) }), style: 'warning' });
  return {
    info: { title: `${l.title} · ${who.batch}` },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [40, 40, 40, 50],
    footer: (page, pages) => ({ text: `${fillPlaceholders(l.generated, { at: f.dateTime(now), zone: who.timeZone })}  ${page}/${pages}`, style: 'running', margin: [40, 10, 40, 0] }),
    content,
    defaultStyle: PDF_DEFAULT_STYLE,
    styles: PDF_STYLES,
  };
}
