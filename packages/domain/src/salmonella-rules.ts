import type { RuleVerdict } from './alert-rules';

/**
 * The Salmonella rules of a flock planned for slaughter (docs/health-book.md, "Before slaughter"):
 * MAPA's IN 20/2016 wants its drag-swab result known before the flock goes. Three verdicts, each its
 * own alert: a positive result, whenever the flock is planned; and, within `daysBefore` days of the
 * planned day, a sample still pending, or no sample at all (none with a negative result, none pending).
 */
export interface SalmonellaSample {
  sampleId: string;
  /** null: pending. */
  outcome: 'negative' | 'positive' | 'inconclusive' | null;
  serovar: string | null;
}

export interface SalmonellaVerdicts {
  positive: RuleVerdict;
  pending: RuleVerdict;
  missing: RuleVerdict;
}

const CLEAR: RuleVerdict = { active: false };

/** `daysLeft`: calendar days from today to the planned day (0: today); null without a plan. */
export function salmonellaVerdicts(samples: readonly SalmonellaSample[], daysLeft: number | null, daysBefore: number): SalmonellaVerdicts {
  if (daysLeft === null || daysLeft < 0) return { positive: null, pending: null, missing: null };
  const positive = samples.filter((s) => s.outcome === 'positive');
  const pending = samples.filter((s) => s.outcome === null);
  const inWindow = daysLeft <= daysBefore;
  return {
    positive: positive.length > 0 ? { active: true, params: { samples: positive.map((s) => s.sampleId).join(', '), serovars: positive.map((s) => s.serovar ?? '?').join(', ') } } : CLEAR,
    pending: inWindow && pending.length > 0 ? { active: true, params: { samples: pending.map((s) => s.sampleId).join(', '), days: daysLeft } } : CLEAR,
    missing: inWindow && pending.length === 0 && !samples.some((s) => s.outcome === 'negative') ? { active: true, params: { days: daysLeft } } : CLEAR,
  };
}
