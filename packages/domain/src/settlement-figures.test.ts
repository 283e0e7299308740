import { describe, expect, it } from 'vitest';
import { closedBatchIssues } from './settlement-figures';
import { BAND_BATCH, WEEK_BATCHES } from './testing/settlement-cases';

describe('the slaughter figures a statement is computed from', () => {
  it('accepts the worked batches', () => {
    expect(closedBatchIssues(BAND_BATCH)).toEqual([]);
    for (const batch of WEEK_BATCHES) expect(closedBatchIssues(batch)).toEqual([]);
  });

  it('refuses a batch without slaughter figures', () => {
    expect(closedBatchIssues({ ...BAND_BATCH, birdsDelivered: 0, liveWeightKg: 0, condemnedBirds: 0, condemnedKg: 0 }).map((i) => i.field)).toEqual(['birdsDelivered', 'liveWeightKg']);
  });

  it('refuses more birds delivered than housed, or condemned than delivered, naming the limit', () => {
    expect(closedBatchIssues({ ...BAND_BATCH, birdsDelivered: 20_001 })).toEqual([{ field: 'birdsDelivered', message: 'More birds delivered than housed (20000)' }]);
    expect(closedBatchIssues({ ...BAND_BATCH, condemnedBirds: 19_201 })).toEqual([
      { field: 'condemnedBirds', message: 'The birds condemned must be a whole number, at most those delivered (19200)' },
    ]);
    expect(closedBatchIssues({ ...BAND_BATCH, condemnedKg: 55_681 }).map((i) => i.field)).toEqual(['condemnedKg']);
  });

  it('refuses more feed or inputs returned than supplied, and days housed beyond the age', () => {
    expect(closedBatchIssues({ ...BAND_BATCH, feedReturnedKg: 93_001 }).map((i) => i.field)).toEqual(['feedReturnedKg']);
    expect(closedBatchIssues({ ...BAND_BATCH, daysHoused: 43 }).map((i) => i.field)).toEqual(['ageAtSlaughter']);
    const inputs = BAND_BATCH.inputs.map((input, i) => (i === 2 ? { ...input, returnedQuantity: 20_001, unitPriceCents: -1 } : input));
    expect(closedBatchIssues({ ...BAND_BATCH, inputs }).map((i) => i.field)).toEqual(['inputs.2.returnedQuantity', 'inputs.2.unitPriceCents']);
  });

  it('refuses fractions of a bird and figures that are not numbers', () => {
    expect(closedBatchIssues({ ...BAND_BATCH, birdsHoused: 20_000.5, lostKg: Number.NaN }).map((i) => i.field)).toEqual(['birdsHoused', 'lostKg']);
  });
});
