import { describe, expect, it } from 'vitest';
import { CHART_COLORS } from '../performance/chartColors';
import { buildRankingDistributionOption } from './buildRankingDistributionOption';

const labels = { batches: 'lotes', figure: 'IEP', number: (v: number) => String(v) };
const bins = [
  { from: 340, to: 360, count: 2 },
  { from: 360, to: 380, count: 5 },
  { from: 380, to: 400, count: 3 },
];

type Bar = { value: number; itemStyle: { color: string } };
const barsOf = (option: unknown) => ((option as { series: { data: Bar[] }[] }).series[0]!.data);

describe('buildRankingDistributionOption', () => {
  it('draws one column per bin, named by its edges', () => {
    const option = buildRankingDistributionOption(bins, [], labels) as { xAxis: { data: string[] } };
    expect(option.xAxis.data).toEqual(['340–360', '360–380', '380–400']);
    expect(barsOf(option).map((b) => b.value)).toEqual([2, 5, 3]);
  });

  it('marks the bins holding the marked values: a bin starts at its lower edge, and the last holds its upper one', () => {
    const colours = (marked: number[]) => barsOf(buildRankingDistributionOption(bins, marked, labels)).map((b) => b.itemStyle.color === CHART_COLORS.measured);
    expect(colours([360])).toEqual([false, true, false]);
    expect(colours([359.9, 400])).toEqual([true, false, true]);
    expect(colours([420])).toEqual([false, false, false]);
  });
});
