import { isSwine, laysEggs, type BatchImport } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { insertSamples, insertTreatments, insertVaccinations } from '../../repositories/batch-import.repository';
import { localDay } from '../../shared/wall-time';
import { productNamed, type ImportProduct } from './health-rules';
import { lossesBefore } from './losses';

/** What writing the health book needs of the batch written. */
export interface HealthBookTarget {
  batchId: number;
  productionType: number;
  /** The batch's divisions by name: their ids, and their animals housed. */
  divisions: ReadonlyMap<string, { id: number; housed: number }>;
  /** The division of a mortality row that names none (the batch has one). */
  onlyDivision: string | null;
  products: ReadonlyMap<string, ImportProduct>;
  userId: number | null;
  timeZone: string;
}

/**
 * Writes a checked import's treatments, vaccinations and samples (inside the caller's transaction),
 * as their own routes would: a treatment keeps the withdrawal days of its product for the flock's
 * species (and for eggs, of a flock that lays); the animals left out are those alive in the divisions
 * on the day given (the first dose's for a treatment), from the import's own mortality.
 */
export async function writeHealthBook(t: Db, data: BatchImport, target: HealthBookTarget): Promise<void> {
  const swine = isSwine(target.productionType);
  const laying = !swine && laysEggs(target.productionType);
  const all = [...target.divisions.keys()];
  const namesOf = (names: readonly string[] | undefined) => names ?? all;
  const idsOf = (names: readonly string[] | undefined) => namesOf(names).map((name) => target.divisions.get(name)!.id);
  const mortality = [...(data.mortality ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const lostBefore = new Map(all.map((name) => [name, lossesBefore(mortality.filter((d) => (d.division ?? target.onlyDivision) === name))]));
  const aliveOn = (names: readonly string[] | undefined, day: string) =>
    namesOf(names).reduce((n, name) => n + Math.max(target.divisions.get(name)!.housed - lostBefore.get(name)!(day), 0), 0);
  const product = (name: string) => productNamed(target, name)!;

  await insertTreatments(
    t,
    (data.treatments ?? []).map((r) => {
      const p = product(r.product);
      return {
        batchId: target.batchId,
        productId: p.id,
        divisionIds: idsOf(r.division_names),
        route: r.route,
        dose: r.dose,
        doseUnit: r.dose_unit,
        quantity: r.quantity ?? null,
        startedAt: new Date(r.started_at),
        endedAt: new Date(r.ended_at),
        prescriberName: r.prescriber_name,
        prescriberRegistration: r.prescriber_registration,
        reason: r.reason,
        animals: r.animals ?? aliveOn(r.division_names, localDay(new Date(r.started_at), target.timeZone)),
        meatDays: (swine ? p.swineMeatDays : p.poultryMeatDays)!,
        eggDays: laying ? p.poultryEggDays : null,
        recordedBy: target.userId,
      };
    }),
  );
  await insertVaccinations(
    t,
    (data.vaccinations ?? []).map((r) => ({
      batchId: target.batchId,
      productId: product(r.product).id,
      divisionIds: idsOf(r.division_names),
      route: r.route,
      givenOn: r.given_on,
      place: r.place,
      vaccineBatch: r.vaccine_batch,
      animals: r.animals ?? aliveOn(r.division_names, r.given_on),
      recordedBy: target.userId,
    })),
  );
  await insertSamples(
    t,
    (data.samples ?? []).map((r) => ({
      batchId: target.batchId,
      kind: r.kind,
      takenOn: r.taken_on,
      divisionIds: idsOf(r.division_names),
      laboratory: r.laboratory,
      sampleId: r.sample_id,
      outcome: r.outcome ?? null,
      serovar: r.serovar ?? null,
      resultOn: r.result_on ?? null,
      recordedBy: target.userId,
    })),
  );
}
