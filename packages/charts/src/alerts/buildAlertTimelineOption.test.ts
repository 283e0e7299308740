import { describe, expect, it } from 'vitest';
import { alertsPerDay, buildAlertTimelineOption } from './buildAlertTimelineOption';

const dayOf = (iso: string) => iso.slice(0, 10);

describe('alert timeline', () => {
  it('counts alerts opened per day and type, leaving out days outside the range', () => {
    const perDay = alertsPerDay(
      [
        { type: 'Ambiência', timestamp: '2026-11-20T10:00:00Z' },
        { type: 'Ambiência', timestamp: '2026-11-20T23:00:00Z' },
        { type: 'Nutrição', timestamp: '2026-11-22T08:00:00Z' },
        { type: 'Nutrição', timestamp: '2026-11-01T08:00:00Z' },
      ],
      ['2026-11-20', '2026-11-21', '2026-11-22'],
      dayOf,
    );
    expect(perDay.get('Ambiência')).toEqual([2, 0, 0]);
    expect(perDay.get('Nutrição')).toEqual([0, 0, 1]);
    expect(perDay.get('Sanidade')).toEqual([0, 0, 0]);
  });

  it('stacks one series per type under its translated name', () => {
    const perDay = alertsPerDay([{ type: 'Desempenho', timestamp: '2026-11-21T00:00:00Z' }], ['2026-11-21'], dayOf);
    const option = buildAlertTimelineOption(perDay, ['21/11'], { types: { Ambiência: 'Ambience', Sanidade: 'Health', Desempenho: 'Performance', Nutrição: 'Nutrition' }, alerts: 'alerts' });
    const series = option.series as { name: string; stack: string; data: number[] }[];
    expect(series.map((s) => s.name)).toEqual(['Ambience', 'Health', 'Performance', 'Nutrition']);
    expect(series.find((s) => s.name === 'Performance')!.data).toEqual([1]);
    expect(new Set(series.map((s) => s.stack))).toEqual(new Set(['alerts']));
  });
});
