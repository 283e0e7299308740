import { describe, expect, it } from 'vitest';
import type { LayStandardWeek } from '@plantel/contracts';
import { buildLayStandardOption } from './buildLayStandardOption';

const row = (week: number, henDay: number | null, eggWeight: number | null): LayStandardWeek => ({ week, hen_day_percent: henDay, hen_housed_eggs: null, egg_weight: eggWeight, body_weight: null, feed_per_hen_day: null });
const labels = { henDay: 'Produção ave-dia', eggWeight: 'Peso do ovo', week: 'Semana', percent: '%', grams: 'g', number: (v: number) => String(v) };
type Series = { name: string; yAxisIndex: number; data: (number | null)[] };

describe('buildLayStandardOption', () => {
  it('draws hen-day % on the left axis and egg weight on the right, a blank week as a gap', () => {
    const option = buildLayStandardOption([row(20, 50, 52), row(21, null, 54), row(22, 93.8, null)], labels) as { xAxis: { data: string[] }; series: Series[] };
    expect(option.xAxis.data).toEqual(['20', '21', '22']);
    expect(option.series.map((s) => [s.name, s.yAxisIndex, s.data])).toEqual([
      ['Produção ave-dia', 0, [50, null, 93.8]],
      ['Peso do ovo', 1, [52, 54, null]],
    ]);
  });

  it('leaves the egg weight out when the manual gives none', () => {
    const option = buildLayStandardOption([row(20, 50, null)], labels) as { series: Series[] };
    expect(option.series.map((s) => s.name)).toEqual(['Produção ave-dia']);
  });
});
