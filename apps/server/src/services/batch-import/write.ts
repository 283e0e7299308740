import type { BatchImport, ImportSex } from '@plantel/contracts';
import type { Db } from '../../db/database';
import {
  clearImportedHistory,
  insertBatch,
  insertConsumptionDays,
  insertDivision,
  insertEggDays,
  insertMortalityDays,
  insertWeighings,
  setDivisionLodge,
  updateBatch,
  type ImportedBatchValues,
} from '../../repositories/batch-import.repository';
import { referenceIntakeOf } from '../nutrition/feed-forecast';
import { atLodgingClock, weighingMoment } from '../common/calendar-days';
import { DAY_MS, dayOfAge } from '../common/units';
import { localDay } from '../../shared/wall-time';
import { lossesBefore } from './losses';
import { importedDivisions } from './validate';
import { writeHealthBook } from './health-write';
import type { ImportProduct } from './health-rules';

const SEX_EXTERNAL_IDS: Record<ImportSex, 1 | 2 | 3> = { mixed: 1, female: 2, male: 3 };

/** Where and by whom an import is written. */
export interface ImportTarget {
  companyId: number;
  shed: { id: number; productionType: number };
  /** The batch imported before under this identification, replaced; null for a new batch. */
  replacing: number | null;
  /** The person importing (weighings and mortality are theirs); null from the CLI. */
  userId: number | null;
  timeZone: string;
  now: Date;
  /** The company's health catalogue by name (`normalName`), for the health book's rows. */
  products: ReadonlyMap<string, ImportProduct>;
}

export interface WrittenImport {
  batchId: number;
  closed: boolean;
}

/** Days between two calendar days YYYY-MM-DD. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Writes a checked import (inside the caller's transaction): the batch, its divisions (one, "1", when
 * the import names none) each holding its animals alive, their weighings, mortality per day of age and feed per day of age against the
 * reference, its days of eggs, and its health book. A batch imported before is emptied and written again under its id.
 */
export async function writeImport(t: Db, data: BatchImport, target: ImportTarget): Promise<WrittenImport> {
  const { timeZone: tz } = target;
  const lodgedAt = new Date(data.lodged_at);
  const lodgingDay = localDay(lodgedAt, tz);
  const ageOfDay = (date: string) => data.age_at_lodging + daysBetween(lodgingDay, date);
  const mortalityDays = [...(data.mortality ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const lost = mortalityDays.reduce((n, d) => n + d.dead + d.culled, 0);
  const currentLodged = data.housed - lost;
  const slaughter = data.slaughter ?? null;
  const closingDate = slaughter ? atLodgingClock(slaughter.date, lodgedAt, tz) : null;

  const values: ImportedBatchValues = {
    companyId: target.companyId,
    shedId: target.shed.id,
    identification: data.identification,
    stage: slaughter ? 'empty_batch' : 'lodged',
    lineage: data.lineage,
    sexExternalId: SEX_EXTERNAL_IDS[data.sex],
    initialLodged: data.housed,
    currentLodged,
    ageAtLodging: data.age_at_lodging,
    entryWeight: data.entry_weight,
    openingDate: lodgedAt,
    closingDate,
    slaughterDate: slaughter?.date ?? null,
    slaughterAnimals: slaughter?.birds ?? null,
    slaughterLiveWeightKg: slaughter?.live_weight_kg ?? null,
    importedAt: target.now,
  };

  let batchId: number;
  let earlier: { id: number; identification: string }[] = [];
  if (target.replacing !== null) {
    batchId = target.replacing;
    await updateBatch(t, batchId, values);
    earlier = await clearImportedHistory(t, batchId);
  } else {
    batchId = await insertBatch(t, values);
  }
  // Each division holds its housed less its losses; one imported before under the same name keeps its id (and its sensor readings), the others hold none.
  const divisions = importedDivisions(data);
  const only = divisions.length === 1 ? divisions[0]!.identification : null;
  const lostIn = (name: string) => mortalityDays.filter((d) => (d.division ?? only) === name).reduce((n, d) => n + d.dead + d.culled, 0);
  const idOf = new Map<string, number>();
  for (const d of divisions) {
    const lodge = d.housed - lostIn(d.identification);
    const kept = earlier.find((e) => e.identification === d.identification) ?? (divisions.length === 1 && earlier.length > 0 && !data.divisions ? earlier[0] : undefined);
    if (kept) await setDivisionLodge(t, kept.id, lodge);
    idOf.set(d.identification, kept?.id ?? (await insertDivision(t, { companyId: target.companyId, batchId, identification: d.identification, currentLodge: lodge })));
  }
  const divisionOf = (name: string | undefined) => idOf.get(name ?? only ?? '')!;

  const batch = { ageAtLodging: data.age_at_lodging, openingDate: lodgedAt };
  await insertWeighings(
    t,
    data.weighings.map((w) => {
      const weighedAt = weighingMoment(w.at, lodgedAt, tz);
      const samples = w.weights ?? [];
      return {
        divisionId: divisionOf(w.division),
        weighedAt,
        age: dayOfAge(batch, weighedAt.getTime()),
        samples,
        meanWeight: samples.length > 0 ? null : w.mean_weight,
        birdCount: samples.length > 0 ? null : 1,
        enteredBy: target.userId,
      };
    }),
  );

  await insertMortalityDays(
    t,
    mortalityDays.map((d) => ({ divisionId: divisionOf(d.division), age: ageOfDay(d.date), date: d.date, amountMortality: d.dead, amountEliminated: d.culled, enteredBy: target.userId })),
  );

  await insertEggDays(
    t,
    (data.eggs ?? []).map((e) => ({
      divisionId: divisionOf(e.division),
      age: ageOfDay(e.date),
      date: e.date,
      total: e.total,
      hatching: e.hatching,
      cracked: e.cracked,
      dirty: e.dirty,
      floor: e.floor,
      doubleYolk: e.double_yolk,
      meanEggWeight: e.mean_egg_weight ?? null,
      enteredBy: target.userId,
    })),
  );

  // Animals alive at the start of each day: those housed less every loss of the days before.
  const lostBefore = lossesBefore(mortalityDays);
  const reference = referenceIntakeOf({
    productionType: target.shed.productionType,
    lineage: data.lineage,
    sexExternalId: SEX_EXTERNAL_IDS[data.sex],
    ageAtLodging: data.age_at_lodging,
    entryWeight: data.entry_weight,
  });
  await insertConsumptionDays(
    t,
    data.feed.map((f) => {
      const age = ageOfDay(f.date);
      const alive = data.housed - lostBefore(f.date);
      const perAnimal = reference(age);
      return {
        batchId,
        age,
        date: f.date,
        amount: f.kg,
        estimatedAmount: 0,
        idealAmount: perAnimal === null ? null : (perAnimal * alive) / 1000,
        currentLodged: alive,
      };
    }),
  );
  await writeHealthBook(t, data, {
    batchId,
    productionType: target.shed.productionType,
    divisions: new Map(divisions.map((d) => [d.identification, { id: idOf.get(d.identification)!, housed: d.housed }])),
    onlyDivision: only,
    products: target.products,
    userId: target.userId,
    timeZone: tz,
  });
  return { batchId, closed: slaughter !== null };
}
