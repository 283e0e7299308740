import { describe, expect, it } from 'vitest';
import type { WaterWarningChart } from '@plantel/contracts';
import { buildWaterWarningOption, type WaterWarningLabels } from './buildWaterWarningOption';

const labels: WaterWarningLabels = {
  day: (iso) => iso.slice(5, 10),
  hour: (iso) => iso.slice(11, 16),
  number: String,
  water: 'Water',
  expectedWater: 'Expected water',
  feed: 'Feed',
  expectedFeed: 'Expected feed',
  ratio: 'Ratio',
  bandLow: 'Low',
  bandHigh: 'High',
  litres: 'Litres',
  sameHourBefore: 'Same hour before',
};
const chart = (subtype: WaterWarningChart['subtype']): WaterWarningChart => ({
  subtype,
  meters: 'W1',
  end: '2026-11-05T00:00:00.000Z',
  days: [
    { start: '2026-11-03T00:00:00.000Z', water: 0.3, expected_water: 0.3, feed: 0.15, expected_feed: 0.15, ratio: 2, band_low: 1.35, band_high: 2.25 },
    { start: '2026-11-04T00:00:00.000Z', water: 0.25, expected_water: 0.31, feed: 0.15, expected_feed: 0.155, ratio: 1.67, band_low: 1.35, band_high: 2.25 },
  ],
  hours: [
    { time: '2026-11-04T22:00:00.000Z', litres: 600, expected: 200 },
    { time: '2026-11-04T23:00:00.000Z', litres: 610, expected: 205 },
  ],
});
type Series = { name: string; data: unknown[]; yAxisIndex?: number };
const seriesOf = (subtype: WaterWarningChart['subtype']) => (buildWaterWarningOption(chart(subtype), labels) as { series: Series[]; xAxis: { data: string[] } });

describe('buildWaterWarningOption', () => {
  it('draws a shortfall as water and feed per day against their expectations, feed on its own axis', () => {
    const option = seriesOf('water_shortfall');
    expect(option.xAxis.data).toEqual(['11-03', '11-04']);
    expect(option.series.map((s) => [s.name, s.data, s.yAxisIndex ?? 0])).toEqual([
      ['Water', [0.3, 0.25], 0],
      ['Expected water', [0.3, 0.31], 0],
      ['Feed', [0.15, 0.15], 1],
      ['Expected feed', [0.15, 0.155], 1],
    ]);
  });

  it('draws the ratio between its band edges, and a leak hour by hour against the same hour before', () => {
    expect(seriesOf('ratio_out_of_band').series.map((s) => s.data)).toEqual([[2, 1.67], [1.35, 1.35], [2.25, 2.25]]);
    const leak = seriesOf('water_leak');
    expect(leak.xAxis.data).toEqual(['22:00', '23:00']);
    expect(leak.series.map((s) => s.data)).toEqual([[600, 610], [200, 205]]);
  });
});
