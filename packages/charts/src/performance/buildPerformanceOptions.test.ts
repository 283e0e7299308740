import { describe, expect, it } from 'vitest';
import type { PerformancePoint } from '@plantel/contracts';
import { buildDailyWeightOption } from './buildDailyWeightOption';
import { buildHistogramOption } from './buildHistogramOption';
import { buildWeeklyWeightOption } from './buildWeeklyWeightOption';
import { CHART_COLORS } from './chartColors';

const labels = { weight: 'Peso', reference: 'Referência', age: 'Idade', grams: 'g', week: 'Semana', number: (v: number) => `n${Math.round(v)}` };
const point = (age: number, weight: number, ideal: number | null = weight + 10): PerformancePoint => ({
  age,
  week: Math.floor(age / 7),
  weight,
  adjusted_weight: null,
  predict_weight: null,
  ideal_weight: ideal,
  gain: null,
});

type Series = { name: string; data: unknown[]; markLine?: { data: { xAxis: string }[] }; markArea?: { data: { xAxis: string }[][] } };
const seriesOf = (option: Record<string, unknown>) => option.series as Series[];

describe('daily weight chart', () => {
  it('shows the last 14 days weighed, the reference beside them, and a marker on each weekly age', () => {
    const points = Array.from({ length: 20 }, (_, i) => point(i + 1, 40 + i * 50.4));
    const option = buildDailyWeightOption(points, labels) as Record<string, unknown>;
    const [weight, reference] = seriesOf(option);
    expect((option.xAxis as { data: string[] }).data).toEqual(points.slice(-14).map((p) => String(p.age)));
    expect(weight!.data).toEqual(points.slice(-14).map((p) => Math.round(p.weight)));
    expect(reference!.data).toEqual(points.slice(-14).map((p) => Math.round(p.ideal_weight!)));
    expect(weight!.markLine!.data).toEqual([{ xAxis: '7' }, { xAxis: '14' }]);
    expect((option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter(1600)).toBe('n1600');
  });

  it('leaves a gap where the lineage has no reference', () => {
    const [, reference] = seriesOf(buildDailyWeightOption([point(5, 100, null), point(6, 120)], labels) as Record<string, unknown>);
    expect(reference!.data).toEqual([null, 130]);
  });
});

describe('weekly weight chart', () => {
  it('names each column by its week and pairs weight with reference', () => {
    const option = buildWeeklyWeightOption([point(7, 180, 190), point(14, 480, 500)], labels) as Record<string, unknown>;
    expect((option.xAxis as { data: string[] }).data).toEqual(['Semana 1', 'Semana 2']);
    expect(seriesOf(option).map((s) => s.data)).toEqual([[180, 480], [190, 500]]);
  });
});

describe('weight histogram', () => {
  const bands = [1300, 1350, 1400, 1450, 1500, 1550, 1600, 1650].map((from, i) => ({ from, to: from + 50, count: i + 1 }));

  it('draws a column per 50 g band and shades the bands within ±10 % of the mean', () => {
    const option = buildHistogramOption(bands, { low: 1350, high: 1650 }, { birds: 'aves', grams: 'g' }) as Record<string, unknown>;
    const [series] = seriesOf(option);
    const data = series!.data as { value: number; itemStyle: { color: string } }[];
    expect(data.map((d) => d.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(data.map((d) => d.itemStyle.color === CHART_COLORS.measured)).toEqual([false, true, true, true, true, true, true, false]);
    expect(series!.markArea!.data).toEqual([[{ xAxis: '1350–1400' }, { xAxis: '1600–1650' }]]);
  });

  it('shades nothing without a mean', () => {
    expect(seriesOf(buildHistogramOption(bands, null, { birds: 'aves', grams: 'g' }) as Record<string, unknown>)[0]!.markArea).toBeUndefined();
  });
});
