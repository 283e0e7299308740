import { BULLETIN_LABELS, fillPlaceholders, formatTaxId, type AlertLanguage, type SanitaryBulletin } from '@plantel/contracts';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { reportFormatters } from '../reports/report-format';
import { PDF_DEFAULT_STYLE, PDF_STYLES, pdfTable, rightAligned } from '../reports/pdf-styles';
import { dayText } from '../../shared/wall-time';


/** The sanitary bulletin as a PDF in the reader's language (pt-BR by default: it goes to a Brazilian plant). */
export function sanitaryBulletinDocument(b: SanitaryBulletin, lang: AlertLanguage, now: Date): TDocumentDefinitions {
  const l = BULLETIN_LABELS[lang];
  const f = reportFormatters(lang, b.time_zone);
  const pairs: [string, string][] = [
    [l.identity.company, b.company],
    [l.identity.producer, b.producer.name],
    [l.identity.taxId, b.producer.tax_id ? formatTaxId(b.producer.tax_id) : '—'],
    [l.identity.property, b.property.name],
    [l.identity.municipality, [b.property.municipality, b.property.state].filter(Boolean).join(' / ') || '—'],
    [l.identity.shed, b.shed],
    [l.identity.batch, b.batch.identification],
    [l.identity.lineage, b.batch.lineage || '—'],
    [l.identity.lodged, dayText(b.batch.lodged_on)],
    [l.identity.housed, f.number(b.batch.housed)],
    [l.identity.planned, b.planned_slaughter_date ? dayText(b.planned_slaughter_date) : l.identity.notPlanned],
    ['', ''],
  ];
  const identity: TableCell[][] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const [a, c] = [pairs[i]!, pairs[i + 1]!];
    identity.push([{ text: a[0], style: 'label' }, a[1], { text: c[0], style: 'label' }, c[1]]);
  }
  const none = (text: string): Content => ({ text, style: 'note' });
  const content: Content[] = [
    { text: l.title, style: 'h1' },
    { text: l.subtitle, style: 'subtitle' },
    { table: { widths: [90, '*', 90, '*'], body: identity }, layout: 'noBorders', margin: [0, 8, 0, 8] },
  ];
  if (b.open_withdrawal) content.push({ text: fillPlaceholders(l.openWithdrawal, { end: f.dateTime(b.open_withdrawal.ends_at), product: b.open_withdrawal.product }), style: 'warning' });

  content.push({ text: l.mortality.title, style: 'h2' });
  content.push(
    pdfTable(
      [60, '*', '*'],
      [l.mortality.week, l.mortality.dead, l.mortality.culled],
      [
        ...b.mortality.by_week.map((w) => [String(w.week), rightAligned(f.number(w.dead)), rightAligned(f.number(w.culled))]),
        [{ text: l.mortality.total, bold: true }, rightAligned(f.number(b.mortality.dead)), rightAligned(f.number(b.mortality.culled))],
      ],
    ),
  );
  content.push({ text: `${l.mortality.percent}: ${f.number(b.mortality.percent, 2)}`, margin: [0, 0, 0, 6] });

  content.push({ text: l.treatments.title, style: 'h2' });
  content.push(
    b.treatments.length === 0
      ? none(l.treatments.none)
      : pdfTable(
          ['*', '*', 100, 70, '*'],
          [l.treatments.product, l.treatments.ingredients, l.treatments.period, l.treatments.withdrawal, l.treatments.prescriber],
          b.treatments.map((t) => [
            { text: [t.product, { text: `\n${t.reason}`, style: 'label' }] },
            t.active_ingredients.join(', '),
            `${f.dateTime(t.started_at)}\n${f.dateTime(t.ended_at)}`,
            { text: f.dateTime(t.meat_withdrawal_ends_at), bold: true },
            `${t.prescriber.name}\n${t.prescriber.registration}`,
          ]),
        ),
  );

  content.push({ text: l.vaccinations.title, style: 'h2' });
  content.push(
    b.vaccinations.length === 0
      ? none(l.vaccinations.none)
      : pdfTable(
          ['*', 60, 60, 60, 70],
          [l.vaccinations.product, l.vaccinations.date, l.vaccinations.place, l.vaccinations.route, l.vaccinations.batch],
          b.vaccinations.map((v) => [v.product, dayText(v.given_on), l.places[v.place], l.routes[v.route], v.vaccine_batch]),
        ),
  );

  content.push({ text: l.samples.title, style: 'h2' });
  content.push(
    b.samples.length === 0
      ? none(l.samples.none)
      : pdfTable(
          ['*', 60, '*', 60, 90],
          [l.samples.kind, l.samples.taken, l.samples.laboratory, l.samples.id, l.samples.result],
          b.samples.map((s) => [
            l.sampleKinds[s.kind],
            dayText(s.taken_on),
            s.laboratory,
            s.sample_id,
            `${l.outcomes[s.status]}${s.serovar ? ` (${s.serovar})` : ''}${s.result_on ? `\n${dayText(s.result_on)}` : ''}`,
          ]),
        ),
  );

  content.push({ text: l.veterinarians.title, style: 'h2' });
  content.push(b.veterinarians.length === 0 ? none(l.veterinarians.none) : { ul: b.veterinarians.map((v) => `${v.name} (${v.registration})`) });

  return {
    info: { title: `${l.title} · ${b.batch.identification}` },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    footer: (page, pages) => ({ text: `${fillPlaceholders(l.generated, { at: f.dateTime(now), zone: b.time_zone })}  ${page}/${pages}`, style: 'running', margin: [40, 10, 40, 0] }),
    content,
    defaultStyle: PDF_DEFAULT_STYLE,
    styles: PDF_STYLES,
  };
}
