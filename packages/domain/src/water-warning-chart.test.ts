import { describe, expect, it } from 'vitest';
import { waterWarningChart } from './water-warning-chart';
import type { IntakeHour } from './water-warning';

const HOUR = 3_600_000;
/** 0.24 L a day of reference water: 0.01 L an hour (its feed 0.24 / 1.8 kg a day). */
const referenceWater = () => 0.24;

/** Four days at 21 °C drinking 0.012 L and eating 0.005 kg an hour, the last day 0.009 L. */
const series: IntakeHour[] = Array.from({ length: 96 }, (_, h) => ({ time: h * HOUR, age: 20, water: h >= 72 ? 0.009 : 0.012, feed: 0.005, temperature: 21 }));

describe('waterWarningChart', () => {
  it('draws each day against the reference scaled by the baseline days, and the last hours against the same hours before', () => {
    const chart = waterWarningChart(series, referenceWater);
    expect(chart.days.map((d) => d.start)).toEqual([0, 24 * HOUR, 48 * HOUR, 72 * HOUR]);
    // Performance: 0.288 L drunk a day ÷ 0.24 L reference = 1.2, so every day expects 0.288 L.
    expect(chart.days[3]!.water).toBeCloseTo(0.216, 9);
    expect(chart.days[3]!.expectedWater).toBeCloseTo(0.288, 9);
    // Feed 0.12 kg a day against a reference of 0.24 / 1.8 = 0.1333 kg: performance 0.9, expected 0.12.
    expect(chart.days[3]!.expectedFeed).toBeCloseTo(0.12, 9);
    expect(chart.days[3]!.ratio).toBeCloseTo(1.8, 9);
    expect(chart.days[0]!.ratio).toBeCloseTo(2.4, 9);
    expect(chart.days[0]!.band!.high).toBeCloseTo(2.25, 9);
    expect(chart.hours).toHaveLength(24);
    expect(chart.hours[0]).toMatchObject({ time: 72 * HOUR, water: 0.009 });
    expect(chart.hours[0]!.expected).toBeCloseTo(0.012, 9);
  });

  it('has nothing to draw before the batch has its baseline days', () => {
    expect(waterWarningChart(series.slice(-80), referenceWater)).toEqual({ days: [], hours: [] });
  });
});
