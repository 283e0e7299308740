import type { BatchStage, RouteModule } from '@plantel/contracts';

/** The shed list's stage filter values (spec §4), in the order they are sent. */
export const STAGE_FILTERS = ['empty_batch', 'pre_lodged', 'lodged', 'slaughter'] as const satisfies readonly BatchStage[];
export type StageFilter = (typeof STAGE_FILTERS)[number];

/**
 * The stage switches a module's lists show: only broilers go to slaughter as a batch stage
 * (breeders and layers are culled at the end of a cycle, which "Abate" would misname).
 */
export function stageFiltersOf(module: RouteModule): readonly StageFilter[] {
  return module === 'broiler' ? STAGE_FILTERS : STAGE_FILTERS.filter((stage) => stage !== 'slaughter');
}

/** Which stages the user has switched on. */
export type StageSelection = Readonly<Record<StageFilter, boolean>>;

/** Spec §4: lodged on, the others off. */
export const DEFAULT_STAGE_SELECTION: StageSelection = Object.freeze({
  empty_batch: false,
  pre_lodged: false,
  lodged: true,
  slaughter: false,
});

export function toggleStage(selection: StageSelection, stage: StageFilter): StageSelection {
  return { ...selection, [stage]: !selection[stage] };
}

/**
 * The stages a list asks the server for. Spec §4: choosing lodged also includes slaughter (a lodged
 * batch being sent to slaughter is still in the shed). Nothing chosen sends nothing: every stage.
 */
export function stagesToQuery(selection: StageSelection): StageFilter[] {
  return STAGE_FILTERS.filter((stage) => selection[stage] || (stage === 'slaughter' && selection.lodged));
}

/** The translation key of a stage's label. */
export function stageLabelKey(stage: StageFilter) {
  return `shedList.stages.${stage}` as const;
}

/** A saved selection read back, each stage not saved as a boolean taking its default. */
export function sanitizeStageSelection(value: unknown): StageSelection {
  const saved = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const selection: Record<StageFilter, boolean> = { ...DEFAULT_STAGE_SELECTION };
  for (const stage of STAGE_FILTERS) {
    const on = saved[stage];
    if (typeof on === 'boolean') selection[stage] = on;
  }
  return selection;
}
