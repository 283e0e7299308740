import {
  buildClimateLineOption,
  buildComfortByAgeOption,
  buildConsumptionOption,
  buildWeeklyWeightOption,
  buildWeightForecastOption,
  COMFORT_COLORS,
  plannedAgeOf,
  type EChartsCoreOption,
} from '@plantel/charts';
import { ALERT_SEVERITIES, ALERT_TYPES, fillPlaceholders, REPORT_LABELS, type ReportLabels } from '@plantel/contracts';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { BatchReportData, Indicator } from './batch-report-data';
import { loadChartSvg } from './chart-svg';
import { reportFormatters, type ReportFormatters } from './report-format';
import { PDF_DEFAULT_STYLE, PDF_STYLES, pdfTable, rightAligned } from './pdf-styles';

/** A4 less the margins, in points. */
const PAGE_WIDTH = 515;
/** Charts are drawn at screen size and scaled to the page, so their text matches the dashboard's. */
const CHART = { width: 760, height: 330 };
const LATEST_ALERTS = 15;

interface Context {
  l: ReportLabels;
  f: ReportFormatters;
  chart: (option: EChartsCoreOption) => Content;
}

const heading = (text: string, pageBreak = false): Content => ({ text, style: 'h2', ...(pageBreak ? { pageBreak: 'before' as const } : {}) });
const subheading = (text: string): Content => ({ text, style: 'h3' });
const note = (text: string): Content => ({ text, style: 'note' });

function headerBlock({ l, f }: Context, h: BatchReportData['header']): Content {
  const pairs: [string, string][] = [
    [l.header.company, h.company],
    [l.header.property, h.property],
    [l.header.producer, h.producer],
    [l.header.shed, h.shed],
    [l.header.batch, h.batch],
    [l.header.module, h.module ? l.modules[h.module] : ''],
    [l.header.lineage, h.lineage],
    [l.header.sex, l.sexes[h.sex]],
    [l.header.opening, f.date(h.opening)],
    [l.header.closing, h.closing ? f.date(h.closing) : l.header.open],
    [l.header.age, fillPlaceholders(l.days, { count: h.age })],
    [l.header.lodged, f.number(h.lodged)],
  ];
  const rows: TableCell[][] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const [a, b] = [pairs[i]!, pairs[i + 1]!];
    rows.push([{ text: a[0], style: 'label' }, a[1], { text: b[0], style: 'label' }, b[1]]);
  }
  return { table: { widths: [80, '*', 80, '*'], body: rows }, layout: 'noBorders', margin: [0, 8, 0, 12] };
}

function indicatorRows({ l, f }: Context, rows: readonly Indicator[]): TableCell[][] {
  return rows.map((r) => {
    const difference = r.value === null || r.reference === null ? null : r.value - r.reference;
    const signed = difference === null ? f.number(null) : `${difference > 0 ? '+' : ''}${f.number(difference, r.decimals)}`;
    return [l.indicators[r.key], rightAligned(f.number(r.value, r.decimals)), rightAligned(f.number(r.reference, r.decimals)), rightAligned(signed)];
  });
}

function performanceSection(c: Context, data: BatchReportData): Content[] {
  const { l, f, chart } = c;
  const out: Content[] = [];
  if (data.indicators) {
    out.push(heading(l.indicators.title));
    out.push(pdfTable(['*', 80, 80, 80], [l.indicators.indicator, l.indicators.value, l.indicators.reference, l.indicators.difference], indicatorRows(c, data.indicators.rows)));
    const { adjustedFcr } = data.indicators;
    out.push(
      note(
        fillPlaceholders(l.indicators.note, {
          lineage: data.indicators.referenceName,
          age: data.indicators.age,
          adjustedWeight: c.f.number(adjustedFcr.reference_weight, 0),
          adjustedPoints: c.f.number(adjustedFcr.points_per_100g, 2),
        }),
      ),
    );
  }
  if (data.weekly) {
    out.push(heading(l.performance.title));
    if (data.weekly.length === 0) out.push(note(l.performance.none));
    else {
      out.push(subheading(l.performance.weeklyChart));
      out.push(chart(buildWeeklyWeightOption(data.weekly, { weight: l.performance.weight, reference: l.performance.reference, age: l.performance.age, grams: l.performance.grams, week: l.performance.week, number: (n) => f.number(n) })));
    }
  }
  return out;
}

function ambienceSection({ l, f, chart }: Context, ambience: NonNullable<BatchReportData['ambience']>): Content[] {
  const out: Content[] = [heading(l.ambience.title, true)];
  if (ambience.fromSummaries) out.push(note(l.ambience.fromSummaries));
  if (ambience.hourly.length === 0) return [...out, note(l.ambience.none)];
  const number = (n: number) => f.number(n, 1);
  out.push(subheading(l.ambience.temperatureChart));
  out.push(chart(buildClimateLineOption(ambience.hourly, 'temperature', ambience.ideal, { series: l.ambience.temperature, unit: '°C', ideal: l.ambience.ideal, time: f.dayMonth, number })));
  out.push(subheading(l.ambience.comfortByAge));
  out.push(chart(buildComfortByAgeOption(ambience.byAge, { levels: l.ambience.levels as [string, string, string, string], age: l.performance.age, hours: l.ambience.hours, number })));
  const total = ambience.totals.reduce((a, b) => a + b, 0);
  out.push(subheading(l.ambience.comfortHours));
  out.push(
    pdfTable(
      ['*', 80, 80],
      [l.ambience.level, l.ambience.hours, l.ambience.share],
      ambience.totals.map((hours, level) => [
        { text: l.ambience.levels[level]!, color: COMFORT_COLORS[level] },
        rightAligned(f.number(hours, 1)),
        rightAligned(total > 0 ? `${f.number((hours / total) * 100, 1)} %` : f.number(null)),
      ]),
    ),
  );
  out.push(note(l.ambience.divisionsNote));
  return out;
}

function nutritionSection({ l, f, chart }: Context, nutrition: NonNullable<BatchReportData['nutrition']>): Content[] {
  const out: Content[] = [heading(l.nutrition.title, true)];
  if (nutrition.weeks.length === 0) out.push(note(l.nutrition.noConsumption));
  else {
    out.push(subheading(l.nutrition.consumptionChart));
    out.push(chart(buildConsumptionOption(nutrition.weeks, 'total', 'weeks', 'kg', { real: l.nutrition.real, estimated: l.nutrition.estimated, reference: l.nutrition.reference, axis: l.nutrition.weekOfAge, unit: 'kg', number: (n) => f.number(n) })));
    const eaten = nutrition.weeks.reduce((sum, w) => sum + w.amount, 0);
    const reference = nutrition.weeks.every((w) => w.ideal_amount !== null) ? nutrition.weeks.reduce((sum, w) => sum + (w.ideal_amount ?? 0), 0) : null;
    out.push({
      table: { widths: ['*', 120], body: [[l.nutrition.totalEaten, rightAligned(`${f.number(eaten)} kg`)], [l.nutrition.totalReference, rightAligned(reference === null ? f.number(null) : `${f.number(reference)} kg`)]] },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    });
  }
  out.push(subheading(l.nutrition.deliveries));
  if (nutrition.deliveries.length === 0) out.push(note(l.nutrition.noDeliveries));
  else
    out.push(
      pdfTable(
        [80, 60, '*', 70, 70, 60],
        [l.nutrition.date, l.nutrition.silo, l.nutrition.ration, l.nutrition.quantity, l.nutrition.measured, l.nutrition.kind],
        nutrition.deliveries.map((d) => [
          f.dateTime(d.date),
          d.silo_identification,
          d.ration_type_name,
          rightAligned(f.number(d.quantity)),
          rightAligned(f.number(d.measured_quantity)),
          d.feed_control_type === 1 ? l.nutrition.manual : l.nutrition.automatic,
        ]),
      ),
    );
  return out;
}

function alertsSection({ l, f }: Context, alerts: NonNullable<BatchReportData['alerts']>): Content[] {
  const out: Content[] = [heading(l.alerts.title, true)];
  if (alerts.length === 0) return [...out, note(l.alerts.none)];
  const count = (type: string, severity?: string) => alerts.filter((a) => a.type === type && (!severity || a.severity === severity)).length;
  out.push(
    pdfTable(
      ['*', 70, 70, 70, 70],
      [l.alerts.type, ...ALERT_SEVERITIES.map((s) => l.alerts.severity[s]), l.alerts.total],
      ALERT_TYPES.map((type) => [l.alerts.types[type], ...ALERT_SEVERITIES.map((s) => rightAligned(f.number(count(type, s)))), rightAligned(f.number(count(type)))]),
    ),
  );
  out.push(subheading(l.alerts.latest));
  out.push(
    pdfTable(
      [80, 60, '*', 70],
      [l.alerts.time, l.alerts.type, l.alerts.message, l.alerts.state],
      alerts.slice(0, LATEST_ALERTS).map((a) => [f.dateTime(a.timestamp), l.alerts.types[a.type], { text: a.message, fontSize: 8 }, l.alerts.states[a.state]]),
    ),
  );
  return out;
}

function forecastSection({ l, f, chart }: Context, forecast: NonNullable<BatchReportData['forecast']>): Content[] {
  const out: Content[] = [heading(l.forecast.title)];
  if (forecast.predictions.length === 0) return [...out, note(l.forecast.none)];
  const target = forecast.target;
  const planned = forecast.plan.target_date ? forecast.predictions.find((p) => p.date === forecast.plan.target_date) : undefined;
  const band = planned && planned.weight_p10 !== null && planned.weight_p90 !== null ? ` (${f.number(planned.weight_p10)}–${f.number(planned.weight_p90)})` : '';
  out.push({
    table: {
      widths: ['*', 150],
      body: [
        [l.forecast.targetWeight, rightAligned(target ? `${f.number(target.weight)} g` : f.number(null))],
        [l.forecast.targetAge, rightAligned(target ? fillPlaceholders(l.days, { count: target.age }) : f.number(null))],
        [l.forecast.targetDate, rightAligned(target ? f.date(`${target.date}T12:00:00Z`) : f.number(null))],
        [l.forecast.plannedWeight, rightAligned(planned ? `${f.number(planned.weight)} g${band}` : f.number(null))],
      ],
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 8],
  });
  out.push(subheading(l.forecast.chart));
  out.push(
    chart(
      buildWeightForecastOption(
        forecast,
        {
          actual: l.forecast.actual,
          forecast: l.forecast.forecast,
          today: l.forecast.today,
          target: (weight) => fillPlaceholders(l.forecast.target, { weight: f.number(weight) }),
          reached: (age) => fillPlaceholders(l.forecast.reached, { age }),
          planned: l.forecast.planned,
          p10: l.forecast.p10,
          p90: l.forecast.p90,
          age: l.performance.age,
          number: (n) => f.number(n),
        },
        plannedAgeOf(forecast),
      ),
    ),
  );
  return out;
}

/** The pdfmake document of a batch report: header, indicators, then one section per module the reader may see. */
export async function batchReportDocument(data: BatchReportData): Promise<TDocumentDefinitions> {
  const l = REPORT_LABELS[data.lang];
  const chartSvg = await loadChartSvg();
  const chart = (option: EChartsCoreOption): Content => ({ svg: chartSvg(option, CHART), width: PAGE_WIDTH, margin: [0, 4, 0, 12] });
  const c: Context = { l, f: reportFormatters(data.lang, data.timeZone), chart };
  const h = data.header;
  const content: Content[] = [
    { text: l.title, style: 'h1' },
    { text: `${h.shed} · ${l.header.batch} ${h.batch}`, style: 'subtitle' },
    { text: fillPlaceholders(l.generatedAt, { time: c.f.dateTime(data.generatedAt) }), style: 'note' },
    headerBlock(c, h),
    ...performanceSection(c, data),
    ...(data.ambience ? ambienceSection(c, data.ambience) : []),
    ...(data.nutrition ? nutritionSection(c, data.nutrition) : []),
    ...(data.alerts ? alertsSection(c, data.alerts) : []),
    ...(data.forecast ? forecastSection(c, data.forecast) : []),
  ];
  return {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    info: { title: `${l.title} ${h.batch}`, subject: `${h.shed} · ${h.batch}`, creator: 'Plantel', producer: 'Plantel' },
    header: { text: `Plantel · ${l.title} · ${h.batch}`, style: 'running', margin: [40, 20, 40, 0] },
    footer: (page, pages) => ({ text: fillPlaceholders(l.page, { page, pages }), style: 'running', alignment: 'right', margin: [40, 16, 40, 0] }),
    content,
    defaultStyle: PDF_DEFAULT_STYLE,
    styles: PDF_STYLES,
  };
}
