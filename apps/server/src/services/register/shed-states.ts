import type { ShedState } from '@plantel/contracts';

interface BatchPeriod {
  id: number;
  stage: ShedState['stage'];
  openingDate: Date;
  closingDate: Date | null;
}

/** A shed's periods, newest first: each batch in its stage, and empty_batch from a closing to the next opening. */
export function shedStatesOf(batches: readonly BatchPeriod[]): ShedState[] {
  const oldestFirst = [...batches].sort((a, b) => a.openingDate.getTime() - b.openingDate.getTime() || a.id - b.id);
  const states: ShedState[] = [];
  oldestFirst.forEach((batch, i) => {
    states.push({ stage: batch.stage, batch: batch.id, start: batch.openingDate.toISOString(), end: batch.closingDate?.toISOString() ?? null });
    const next = oldestFirst[i + 1];
    if (batch.closingDate && (!next || next.openingDate > batch.closingDate)) {
      states.push({ stage: 'empty_batch', batch: null, start: batch.closingDate.toISOString(), end: next?.openingDate.toISOString() ?? null });
    }
  });
  return states.reverse();
}
