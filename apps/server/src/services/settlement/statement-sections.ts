/**
 * The settlement statement laid out once, section by section, for both its documents: the PDF
 * formats each cell as the reader writes it, the workbook keeps numbers and money as numbers.
 * Every RIPI field (Law 13.288/2016, Art. 7) has its section: inputs supplied, technical indicators,
 * quantities produced, prices used, and the amounts paid step by step (docs/settlement.md).
 */
import { DECIMALS, fillPlaceholders, STATEMENT_FIGURE_DECIMALS, type AlertLanguage } from '@plantel/contracts';
import type { SettlementBand, SettlementStatement } from '@plantel/domain';
import type { ReportFormatters } from '../reports/report-format';
import { STATEMENT_LABELS, type StatementLabels } from './statement-labels';

/** Whose statement it is: the envelope the statement API answers around the domain's statement. */
export interface StatementIdentification {
  integrator: { name: string; document?: string | null };
  producer: { name: string; document?: string | null };
  property: string;
  shed: string;
  batch: string;
  /** Company-local day, YYYY-MM-DD. */
  slaughterDate: string;
  contract: { name: string; version: number };
  /** When the version was confirmed (ISO time); null for a preview. */
  confirmedAt: string | null;
}

/** A cell: text, a number with its decimals, or money in cents (unit prices may hold fractions of a cent). */
export type StatementCell = string | { number: number | null; decimals: number; /** Trailing zeros dropped (a band's 1.05). */ upTo?: boolean } | { cents: number | null; unitPrice?: boolean };

export interface StatementSection {
  title: string;
  /** A table's column titles; without them the section is label–value pairs. */
  head?: string[];
  rows: StatementCell[][];
  /** The last row is a total. */
  total?: boolean;
}

export interface StatementLayout {
  labels: StatementLabels;
  title: string;
  subtitle: string;
  sections: StatementSection[];
  payableCents: number;
}

const n = (number: number | null, decimals: number): StatementCell => ({ number, decimals });
const money = (cents: number | null): StatementCell => ({ cents });
const unitPrice = (cents: number | null): StatementCell => ({ cents, unitPrice: true });
const asWritten = (number: number): StatementCell => ({ number, decimals: 0, upTo: true });

const bandText = (band: SettlementBand | null, l: StatementLabels, format: (v: number) => string) => {
  if (!band) return l.steps.outside;
  if (band.from === null) return `< ${format(band.to ?? 0)}`;
  if (band.to === null) return `≥ ${format(band.from)}`;
  return `${format(band.from)} – ${format(band.to)}`;
};

/** The statement's sections in `lang`, days and times on the company's clock. */
export function statementLayout(statement: SettlementStatement, who: StatementIdentification, lang: AlertLanguage, f: ReportFormatters): StatementLayout {
  const format = (value: number, decimals: number) => f.number(value, decimals);
  const bound = new Intl.NumberFormat(lang, { maximumFractionDigits: 4 });
  const l = STATEMENT_LABELS[lang];
  const id = l.identification;
  const i = statement.indicators;
  const q = statement.quantities;
  const withDocument = (party: { name: string; document?: string | null }) => (party.document ? `${party.name} (${l.identification.document} ${party.document})` : party.name);
  const identification: StatementCell[][] = [
    [id.integrator, withDocument(who.integrator)],
    [id.producer, withDocument(who.producer)],
    [id.property, who.property],
    [id.shed, who.shed],
    [id.batch, who.batch],
    [id.slaughterDate, f.date(`${who.slaughterDate}T12:00:00Z`)],
    [id.contract, fillPlaceholders(id.contractVersion, { name: who.contract.name, version: who.contract.version })],
    [id.statementVersion, n(statement.version, 0)],
    ...(statement.reason ? [[id.reason, statement.reason]] : []),
    [id.confirmedAt, who.confirmedAt ? f.dateTime(who.confirmedAt) : id.notConfirmed],
  ];
  const inputs: StatementSection = {
    title: l.inputs.title,
    head: [l.inputs.name, l.inputs.unit, l.inputs.quantity, l.inputs.returned, l.inputs.unitPrice, l.inputs.cost],
    rows: [
      // Quantities as written: 20.000 chicks, 1.128,5 kg of feed.
      ...statement.inputs.map((input) => [input.name, input.unit, asWritten(input.quantity), asWritten(input.returnedQuantity), unitPrice(input.unitPriceCents), money(input.costCents)]),
      [l.inputs.total, '', '', '', '', money(statement.inputsCostCents)],
    ],
    total: true,
  };
  const indicators: StatementSection = {
    title: l.indicators.title,
    rows: [
      [l.indicators.age, n(i.ageDays, 0)],
      [l.indicators.daysHoused, n(i.daysHoused, 0)],
      [l.indicators.mortality, n(i.mortalityPercent, 2)],
      [l.indicators.viability, n(i.viabilityPercent, 2)],
      [l.indicators.meanWeight, n(i.meanWeight, 0)],
      [l.indicators.meanAge, n(i.meanAgeDays ?? null, 2)],
      [l.indicators.dailyGain, n(i.dailyGain, 1)],
      [l.indicators.fcr, n(i.fcr, DECIMALS.fcr)],
      [l.indicators.correctedFcr, n(i.correctedFcr, DECIMALS.fcr)],
      [fillPlaceholders(l.indicators.adjustedFcrConstants, { weight: format(i.adjustedFcrConstants.referenceWeight, 0), points: format(i.adjustedFcrConstants.pointsPer100g, 2) }), n(i.adjustedFcr, DECIMALS.fcr)],
      [l.indicators.epef, n(i.epef, DECIMALS.statementProductionEfficiency)],
      // Costs per kg to the cent, as producers compare them (the unit prices keep their fractions of a cent).
      [l.indicators.costPerKg, money(i.costPerKgCents)],
      [l.indicators.periodAverage, money(i.periodAverageCostPerKgCents)],
      [l.indicators.vsAverage, n(i.costPerKgVsAveragePercent, 2)],
    ],
  };
  const quantities: StatementSection = {
    title: l.quantities.title,
    rows: (
      [
        ['birdsHoused', 0],
        ['birdsDelivered', 0],
        ['birdsThinned', 0],
        ['kgThinned', 2],
        ['condemnedBirds', 0],
        ['birdsPaid', 0],
        ['liveWeightKg', 2],
        ['condemnedKg', 2],
        ['kgPaid', 2],
        ['birdDaysHoused', 0],
        ['feedSuppliedKg', 2],
        ['feedReturnedKg', 2],
        ['feedConsumedKg', 2],
      ] as const
    ).map(([key, decimals]) => [l.quantities[key], n(q[key], decimals)]),
  };
  const price = (cents: number | null): StatementCell => (cents === null ? l.prices.none : unitPrice(cents));
  const prices: StatementSection = {
    title: l.prices.title,
    rows: [
      [l.prices.perBird, price(statement.prices.perBirdCents)],
      [l.prices.perKg, price(statement.prices.perKgCents)],
      [l.prices.perBirdDay, price(statement.prices.perBirdDayCents)],
    ],
  };
  const steps: StatementSection = {
    title: l.steps.title,
    head: [l.steps.step, l.steps.figure, l.steps.input, l.steps.band, l.steps.rate, l.steps.subtotal, l.steps.result],
    rows: [
      ...statement.steps.map((s, k) => {
        const decimals = s.figure ? STATEMENT_FIGURE_DECIMALS[s.figure] : 0;
        const rate: StatementCell = s.kind === 'per_unit' ? unitPrice(s.rate) : s.kind === 'band' && s.rate !== null ? { number: s.rate, decimals: 4, upTo: true } : '';
        return [
          `${k + 1}. ${s.name}`,
          s.figure ? l.figures[s.figure] : l.steps.fixed,
          s.figure ? n(s.input, decimals) : '',
          s.kind === 'band' ? bandText(s.band, l, (v) => bound.format(v)) : '',
          rate,
          money(s.subtotalBeforeCents),
          money(s.resultCents),
        ];
      }),
      [l.payable, '', '', '', '', '', money(statement.payableCents)],
    ],
    total: true,
  };
  return {
    labels: l,
    title: l.title,
    subtitle: [fillPlaceholders(l.version, { version: statement.version }), statement.reason ? fillPlaceholders(l.correction, { reason: statement.reason }) : null].filter(Boolean).join(' · '),
    sections: [{ title: id.title, rows: identification }, inputs, indicators, quantities, prices, steps],
    payableCents: statement.payableCents,
  };
}
