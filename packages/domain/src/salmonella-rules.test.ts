import { describe, expect, it } from 'vitest';
import { salmonellaVerdicts } from './salmonella-rules';

describe('the Salmonella rules before slaughter', () => {
  const pending = { sampleId: 'LAC-1', outcome: null, serovar: null };
  const negative = { sampleId: 'LAC-2', outcome: 'negative' as const, serovar: null };
  const positive = { sampleId: 'LAC-3', outcome: 'positive' as const, serovar: 'Heidelberg' };

  it('says nothing of a flock not planned', () => {
    expect(salmonellaVerdicts([pending], null, 10)).toEqual({ positive: null, pending: null, missing: null });
  });

  it('warns of a sample still pending, or of none, only within the days before the planned day', () => {
    // 11 days ahead with a 10-day window: not yet.
    expect(salmonellaVerdicts([pending], 11, 10)).toEqual({ positive: { active: false }, pending: { active: false }, missing: { active: false } });
    expect(salmonellaVerdicts([pending], 10, 10).pending).toEqual({ active: true, params: { samples: 'LAC-1', days: 10 } });
    expect(salmonellaVerdicts([], 3, 10).missing).toEqual({ active: true, params: { days: 3 } });
    // A negative result clears both.
    expect(salmonellaVerdicts([negative], 3, 10)).toEqual({ positive: { active: false }, pending: { active: false }, missing: { active: false } });
  });

  it('warns of a positive result whenever the flock is planned, beside a pending sample', () => {
    const v = salmonellaVerdicts([positive, pending], 20, 10);
    expect(v.positive).toEqual({ active: true, params: { samples: 'LAC-3', serovars: 'Heidelberg' } });
    expect(v.pending).toEqual({ active: false });
  });
});
