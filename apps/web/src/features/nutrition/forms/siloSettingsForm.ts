import type { SiloSettingsInput } from '@plantel/contracts';
import { parseDecimal } from '@/lib/numbers';

export interface SiloSettingsDraft {
  /** Percent of capacity, as typed. */
  low: string;
  critical: string;
  /** m³, empty when the silo is rated by mass. */
  volume: string;
}

export type SiloSettingsProblem = 'percent' | 'criticalNotBelowLow' | 'volume';

/** Checks the typed settings; the fields with a problem, or the body to send. */
export function parseSiloSettings(draft: SiloSettingsDraft): { problems: Partial<Record<keyof SiloSettingsDraft, SiloSettingsProblem>>; input: SiloSettingsInput | null } {
  const low = parseDecimal(draft.low);
  const critical = parseDecimal(draft.critical);
  const volume = draft.volume.trim() === '' ? null : parseDecimal(draft.volume);
  const problems: Partial<Record<keyof SiloSettingsDraft, SiloSettingsProblem>> = {};
  if (low === null || low <= 0 || low >= 100) problems.low = 'percent';
  if (critical === null || critical < 0 || critical >= 100) problems.critical = 'percent';
  else if (low !== null && critical >= low) problems.critical = 'criticalNotBelowLow';
  if (draft.volume.trim() !== '' && (volume === null || volume <= 0 || volume > 1000)) problems.volume = 'volume';
  if (Object.keys(problems).length) return { problems, input: null };
  return { problems, input: { low_threshold: low! / 100, critical_threshold: critical! / 100, volume } };
}
