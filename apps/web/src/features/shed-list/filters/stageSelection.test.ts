import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_SELECTION, sanitizeStageSelection, stageFiltersOf, stagesToQuery, toggleStage } from './stageSelection';

describe('stage filter', () => {
  it('starts with lodged on and the others off, which asks for lodged and slaughter', () => {
    expect(DEFAULT_STAGE_SELECTION).toEqual({ empty_batch: false, pre_lodged: false, lodged: true, slaughter: false });
    expect(stagesToQuery(DEFAULT_STAGE_SELECTION)).toEqual(['lodged', 'slaughter']);
  });

  it('includes slaughter whenever lodged is chosen, and only then', () => {
    const preLodgedOnly = toggleStage(DEFAULT_STAGE_SELECTION, 'lodged');
    expect(stagesToQuery(toggleStage(preLodgedOnly, 'pre_lodged'))).toEqual(['pre_lodged']);
    expect(stagesToQuery(toggleStage(preLodgedOnly, 'slaughter'))).toEqual(['slaughter']);
    expect(stagesToQuery({ empty_batch: true, pre_lodged: false, lodged: true, slaughter: true })).toEqual([
      'empty_batch',
      'lodged',
      'slaughter',
    ]);
  });

  it('asks for no stage when none is chosen', () => {
    expect(stagesToQuery(toggleStage(DEFAULT_STAGE_SELECTION, 'lodged'))).toEqual([]);
  });

  it('toggles one stage without changing the selection it was given', () => {
    const next = toggleStage(DEFAULT_STAGE_SELECTION, 'empty_batch');
    expect(next).toEqual({ ...DEFAULT_STAGE_SELECTION, empty_batch: true });
    expect(DEFAULT_STAGE_SELECTION.empty_batch).toBe(false);
    expect(toggleStage(next, 'empty_batch')).toEqual(DEFAULT_STAGE_SELECTION);
  });

  it('reads a saved selection back, defaulting what is missing or malformed', () => {
    expect(sanitizeStageSelection({ lodged: false, empty_batch: 'yes', slaughter: true, storage: true })).toEqual({
      empty_batch: false,
      pre_lodged: false,
      lodged: false,
      slaughter: true,
    });
    expect(sanitizeStageSelection(null)).toEqual(DEFAULT_STAGE_SELECTION);
  });

  it('offers slaughter as a stage only on broiler lists', () => {
    expect(stageFiltersOf('broiler')).toEqual(['empty_batch', 'pre_lodged', 'lodged', 'slaughter']);
    for (const module of ['matrix', 'laying-birds', 'swine'] as const) expect(stageFiltersOf(module), module).toEqual(['empty_batch', 'pre_lodged', 'lodged']);
  });
});
