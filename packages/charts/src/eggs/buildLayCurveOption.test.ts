import { describe, expect, it } from 'vitest';
import type { LayWeekFigures } from '@plantel/contracts';
import { buildLayCurveOption } from './buildLayCurveOption';

const week = (n: number, henDay: number | null, hatching: number | null, standard: number | null = null): LayWeekFigures => ({
  week: n,
  days: 7,
  hen_days: 7000,
  eggs: 0,
  hen_day_percent: henDay,
  eggs_per_hen_housed: null,
  hatching_percent: hatching,
  hatching_per_hen_housed: null,
  second_quality_percent: null,
  floor_percent: null,
  mean_egg_weight: null,
  egg_mass: null,
  feed_per_hen_day: null,
  feed_per_dozen: null,
  feed_per_kg_eggs: null,
  mortality_percent: null,
  standard_hen_day_percent: standard,
  hen_day_deviation: henDay === null || standard === null ? null : henDay - standard,
  boxes_recorded: 3,
  boxes: 3,
  complete: true,
});
const labels = { henDay: 'Postura', hatching: 'Incubáveis', standard: 'Padrão', week: 'Semana', percent: '%', number: (v: number) => v.toFixed(1).replace('.', ',') };
type Series = { name: string; data: (number | null)[] };

describe('the lay curve', () => {
  it('draws hen-day % by week of life, rounded to a tenth, with a gap for a week without a figure', () => {
    const option = buildLayCurveOption([week(24, 92.78351, 94.6), week(25, null, null), week(26, 95.75231, 94.7)], labels, { hatching: false }) as { xAxis: { data: string[] }; series: Series[] };
    expect(option.xAxis.data).toEqual(['24', '25', '26']);
    expect(option.series.map((s) => s.name)).toEqual(['Postura']);
    expect(option.series[0]!.data).toEqual([92.8, null, 95.8]);
  });

  it('adds the hatching share for breeders', () => {
    const option = buildLayCurveOption([week(30, 90, 96.04)], labels, { hatching: true }) as { series: Series[] };
    expect(option.series.map((s) => [s.name, s.data])).toEqual([['Postura', [90]], ['Incubáveis', [96]]]);
  });

  it("draws the breed standard's hen-day % beside the flock's when one is loaded, and nothing of it otherwise", () => {
    const option = buildLayCurveOption([week(29, 93.04, null, 95), week(30, 91.2, null, 95.5)], labels, { hatching: false }) as { series: Series[] };
    expect(option.series.map((s) => [s.name, s.data])).toEqual([['Postura', [93, 91.2]], ['Padrão', [95, 95.5]]]);
  });
});
