import { antimicrobialUse, eggWithdrawalEnd, meatWithdrawalEnd } from '@plantel/domain';
import type { AntimicrobialUseDto, Sample, Treatment, Vaccination } from '@plantel/contracts';
import type { BatchRow } from '../../repositories/batches.repository';
import type { HealthProductRow, SampleRow, TreatmentRow, VaccinationRow } from '../../repositories/health-book.repository';

/** The health book's records as the API answers them, and the figures worked from them. */
const productRef = (id: number, products: ReadonlyMap<number, HealthProductRow>) => {
  const p = products.get(id)!;
  return { id: p.id, name: p.name, kind: p.kind };
};
const recorder = (id: number | null, names: ReadonlyMap<number, string>) => (id === null ? null : { id, name: names.get(id) ?? '' });

export function treatmentOf(r: TreatmentRow, products: ReadonlyMap<number, HealthProductRow>, names: ReadonlyMap<number, string>): Treatment {
  const eggEnd = r.eggDays === null ? null : eggWithdrawalEnd({ endsAt: r.endedAt, eggDays: r.eggDays });
  return {
    id: r.id,
    product: productRef(r.productId, products),
    divisions: r.divisionIds,
    route: r.route,
    dose: r.dose,
    dose_unit: r.doseUnit,
    quantity: r.quantity,
    started_at: r.startedAt.toISOString(),
    ended_at: r.endedAt.toISOString(),
    prescriber: { name: r.prescriberName, registration: r.prescriberRegistration },
    reason: r.reason,
    animals: r.animals,
    meat_withdrawal_ends_at: meatWithdrawalEnd({ endsAt: r.endedAt, meatDays: r.meatDays }).toISOString(),
    egg_withdrawal_ends_at: eggEnd?.toISOString() ?? null,
    recorded_by: recorder(r.recordedBy, names),
  };
}

export function vaccinationOf(r: VaccinationRow, products: ReadonlyMap<number, HealthProductRow>, names: ReadonlyMap<number, string>): Vaccination {
  return {
    id: r.id,
    product: productRef(r.productId, products),
    divisions: r.divisionIds,
    route: r.route,
    given_on: r.givenOn,
    place: r.place,
    vaccine_batch: r.vaccineBatch,
    animals: r.animals,
    recorded_by: recorder(r.recordedBy, names),
  };
}

export function sampleOf(r: SampleRow, names: ReadonlyMap<number, string>): Sample {
  return {
    id: r.id,
    kind: r.kind,
    taken_on: r.takenOn,
    divisions: r.divisionIds,
    laboratory: r.laboratory,
    sample_id: r.sampleId,
    status: r.outcome ?? 'pending',
    serovar: r.serovar,
    result_on: r.resultOn,
    recorded_by: recorder(r.recordedBy, names),
  };
}

/**
 * The live weight the flock produced: delivered to slaughter plus taken out alive; before its
 * slaughter, an estimate from the animals alive and their latest mean weight (null before a weighing).
 */
export function liveWeightOf(row: BatchRow, divisions: readonly { currentLodge: number; losses: number }[], removals: readonly { liveWeightKg: number }[]) {
  const takenOut = removals.reduce((kg, r) => kg + r.liveWeightKg, 0);
  if (row.batch.slaughterLiveWeightKg !== null) return { kg: row.batch.slaughterLiveWeightKg + takenOut, estimated: false };
  const weight = row.summary?.weight ?? null;
  if (weight === null) return { kg: null, estimated: true };
  const alive = divisions.reduce((n, d) => n + Math.max(d.currentLodge - d.losses, 0), 0);
  return { kg: (alive * weight) / 1000 + takenOut, estimated: true };
}

export function antimicrobialUseOf(treatments: readonly TreatmentRow[], products: ReadonlyMap<number, HealthProductRow>, live: { kg: number | null; estimated: boolean }): AntimicrobialUseDto {
  const given = treatments.flatMap((t) => {
    const product = products.get(t.productId)!;
    return product.kind === 'antimicrobial' ? [{ quantity: t.quantity, ingredients: product.activeIngredients.map((i) => ({ name: i.name, class: i.class, mgPerUnit: i.mg_per_unit })) }] : [];
  });
  const use = antimicrobialUse(given, live.kg);
  return { total_mg: use.totalMg, live_weight_kg: live.kg, live_weight_estimated: live.estimated, mg_per_kg: use.mgPerKg, by_ingredient: use.byIngredient, by_class: use.byClass };
}
