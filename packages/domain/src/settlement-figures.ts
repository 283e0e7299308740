/**
 * Refusals of a closed batch's slaughter figures before a statement is computed from them, each
 * named by its field (`inputs.2.returnedQuantity`), so nothing is settled from impossible figures.
 */
import { removedTotal } from './kpis';
import type { SettlementIssue } from './settlement-contract';
import type { ClosedBatchFigures } from './settlement-statement';

type Check = [field: string, ok: boolean, message: string];

const whole = (n: number) => Number.isInteger(n) && n >= 0;
const amount = (n: number) => Number.isFinite(n) && n >= 0;

export function closedBatchIssues(batch: ClosedBatchFigures): SettlementIssue[] {
  const thinned = removedTotal(batch.removals ?? []).animals;
  const checks: Check[] = [
    ['birdsHoused', whole(batch.birdsHoused) && batch.birdsHoused > 0, 'The birds housed must be a whole number above 0'],
    ['birdsDelivered', whole(batch.birdsDelivered) && batch.birdsDelivered > 0, 'The birds delivered must be a whole number above 0'],
    ['birdsDelivered', batch.birdsDelivered + thinned <= batch.birdsHoused, thinned > 0 ? `More birds delivered than housed (${batch.birdsHoused}, of which ${thinned} thinned before)` : `More birds delivered than housed (${batch.birdsHoused})`],
    ['liveWeightKg', amount(batch.liveWeightKg) && batch.liveWeightKg > 0, 'The live weight delivered must be above 0 kg'],
    ['condemnedBirds', whole(batch.condemnedBirds) && batch.condemnedBirds <= batch.birdsDelivered, `The birds condemned must be a whole number, at most those delivered (${batch.birdsDelivered})`],
    ['condemnedKg', amount(batch.condemnedKg) && batch.condemnedKg <= batch.liveWeightKg, `The condemned kg must be 0 or more, at most the live weight delivered (${batch.liveWeightKg})`],
    ['entryWeight', amount(batch.entryWeight), 'The entry weight must be 0 g or more'],
    ['feedSuppliedKg', amount(batch.feedSuppliedKg), 'The feed supplied must be 0 kg or more'],
    ['feedReturnedKg', amount(batch.feedReturnedKg) && batch.feedReturnedKg <= batch.feedSuppliedKg, `The feed returned must be 0 kg or more, at most the feed supplied (${batch.feedSuppliedKg})`],
    ['daysHoused', amount(batch.daysHoused) && batch.daysHoused > 0, 'The days housed must be above 0'],
    ['ageAtSlaughter', amount(batch.ageAtSlaughter) && batch.ageAtSlaughter >= batch.daysHoused, `The age at slaughter must be at least the days housed (${batch.daysHoused})`],
    ['lostKg', batch.lostKg === null || amount(batch.lostKg), 'The weight of the birds lost must be 0 kg or more'],
    ['ageAtSlaughter', (batch.removals ?? []).every((r) => r.age <= batch.ageAtSlaughter), 'The slaughter cannot come before a thinning of the batch'],
  ];
  batch.inputs.forEach((input, i) => {
    checks.push(
      [`inputs.${i}.name`, input.name.trim() !== '', 'Every input needs a name'],
      [`inputs.${i}.quantity`, amount(input.quantity), 'The quantity must be 0 or more'],
      [`inputs.${i}.returnedQuantity`, amount(input.returnedQuantity) && input.returnedQuantity <= input.quantity, `The quantity returned must be 0 or more, at most that supplied (${input.quantity})`],
      [`inputs.${i}.unitPriceCents`, amount(input.unitPriceCents), 'The unit price must be 0 or more'],
    );
  });
  const issues = checks.filter(([, ok]) => !ok).map(([field, , message]) => ({ field, message }));
  // One refusal per field: the first reason is enough.
  return issues.filter((issue, i) => issues.findIndex((other) => other.field === issue.field) === i);
}
