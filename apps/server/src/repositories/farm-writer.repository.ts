import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  airsacculitis,
  alerts,
  batchDivisions,
  batches,
  batchSummaries,
  consumptionHistory,
  d0Readings,
  devices,
  enthalpyReadings,
  feedControls,
  minimumConsumptionAlerts,
  mortality,
  eggRecords,
  performanceData,
  producers,
  properties,
  rationTypes,
  s0Readings,
  sheds,
  siloOccupationReadings,
  waterMeterReadings,
  silos,
  weighings,
} from '../db/schema';
import type { AlertSubject, FarmSkeleton, ShedData } from '../simulator/farm-rows';
import { BulkInsertBuffer, col, IdReservation } from './bulk-insert';

/** Refreshes the planner's statistics after a bulk load, so the first queries do not plan for empty tables. */
export async function analyzeAfterBulkLoad(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/** Database ids of the farm-level rows, by key. */
export interface FarmIds {
  companyId: number;
  properties: number[];
  rationTypes: number[];
}

export interface FarmSkeletonIds extends FarmIds {
  /** Rows inserted (ration types the company already had are reused). */
  inserted: { producers: number; properties: number; rationTypes: number };
}

/** Inserts producers and properties, and the ration types the company does not have yet (matched by name). */
export async function insertFarmSkeleton(db: Db, companyId: number, skeleton: FarmSkeleton): Promise<FarmSkeletonIds> {
  const producerIds = skeleton.producers.length
    ? (await db.insert(producers).values(skeleton.producers.map((p) => ({ companyId, name: p.name }))).returning({ id: producers.id })).map((r) => r.id)
    : [];
  const propertyIds = skeleton.properties.length
    ? (
        await db
          .insert(properties)
          .values(skeleton.properties.map((p) => ({ companyId, producerId: producerIds[p.producer]!, name: p.name, ownerName: p.ownerName, altitude: p.altitude })))
          .returning({ id: properties.id })
      ).map((r) => r.id)
    : [];
  const names = skeleton.rationTypes.map((r) => r.name);
  const existing = names.length
    ? await db.select({ id: rationTypes.id, name: rationTypes.name }).from(rationTypes).where(and(eq(rationTypes.companyId, companyId), inArray(rationTypes.name, names)))
    : [];
  const byName = new Map(existing.map((r) => [r.name, r.id]));
  const missing = skeleton.rationTypes.filter((r) => !byName.has(r.name));
  if (missing.length) {
    const inserted = await db.insert(rationTypes).values(missing.map((r) => ({ companyId, ...r }))).returning({ id: rationTypes.id, name: rationTypes.name });
    for (const r of inserted) byName.set(r.name, r.id);
  }
  return {
    companyId,
    properties: propertyIds,
    rationTypes: names.map((n) => byName.get(n)!),
    inserted: { producers: producerIds.length, properties: propertyIds.length, rationTypes: missing.length },
  };
}

/** Ids of one shed's rows by key, and the farm's. */
interface ShedIds extends FarmIds {
  shed: number;
  batches: number[];
  divisions: number[];
  devices: number[];
  silos: number[];
}

type Rows<K extends keyof ShedData> = ShedData[K] extends (infer R)[] ? R : ShedData[K];

const ration = (key: number | null, ids: ShedIds) => (key === null ? null : ids.rationTypes[key]!);
const overriding = { overridingSystemValue: true };

/** An alert's subject as the alert engine writes it, from the generated keys. */
function subjectOf(subject: AlertSubject, ids: ShedIds): string {
  if (subject === null) return '';
  return 'division' in subject ? `division:${ids.divisions[subject.division]}` : `device:${ids.devices[subject.device]}`;
}

function buffers() {
  return {
    sheds: new BulkInsertBuffer<Rows<'shed'>, ShedIds>(
      sheds,
      [
        col(sheds.id, (_, ids) => ids.shed),
        col(sheds.companyId, (_, ids) => ids.companyId),
        col(sheds.propertyId, (r, ids) => ids.properties[r.property]),
        col(sheds.identification, (r) => r.identification),
        col(sheds.name, (r) => r.name),
        col(sheds.core, (r) => r.core),
        col(sheds.productionTypeExternalId, (r) => r.productionType),
      ],
      overriding,
    ),
    batches: new BulkInsertBuffer<Rows<'batches'> & { key: number }, ShedIds>(
      batches,
      [
        col(batches.id, (r, ids) => ids.batches[r.key]),
        col(batches.companyId, (_, ids) => ids.companyId),
        col(batches.shedId, (_, ids) => ids.shed),
        col(batches.identification, (r) => r.identification),
        col(batches.stage, (r) => r.stage),
        col(batches.lineage, (r) => r.lineage),
        col(batches.sexExternalId, (r) => r.sex),
        col(batches.initialLodged, (r) => r.initialLodged),
        col(batches.currentLodged, (r) => r.currentLodged),
        col(batches.ageAtLodging, (r) => r.ageAtLodging),
        col(batches.entryWeight, (r) => r.entryWeight),
        col(batches.targetWeight, (r) => r.targetWeight),
        col(batches.targetAge, (r) => r.targetAge),
        col(batches.targetDate, (r) => r.targetDate),
        col(batches.priority, (r) => r.priority),
        col(batches.openingDate, (r) => r.openingDate),
        col(batches.closingDate, (r) => r.closingDate),
      ],
      overriding,
    ),
    divisions: new BulkInsertBuffer<Rows<'divisions'> & { key: number }, ShedIds>(
      batchDivisions,
      [
        col(batchDivisions.id, (r, ids) => ids.divisions[r.key]),
        col(batchDivisions.companyId, (_, ids) => ids.companyId),
        col(batchDivisions.batchId, (r, ids) => ids.batches[r.batch]),
        col(batchDivisions.identification, (r) => r.identification),
        col(batchDivisions.currentLodge, (r) => r.currentLodge),
      ],
      overriding,
    ),
    devices: new BulkInsertBuffer<Rows<'devices'> & { key: number }, ShedIds>(
      devices,
      [
        col(devices.id, (r, ids) => ids.devices[r.key]),
        col(devices.companyId, (_, ids) => ids.companyId),
        col(devices.shedId, (_, ids) => ids.shed),
        col(devices.type, (r) => r.type),
        col(devices.identification, (r) => r.identification),
        col(devices.position, (r) => r.position),
        col(devices.lastSeenAt, (r) => r.lastSeenAt),
      ],
      overriding,
    ),
    silos: new BulkInsertBuffer<Rows<'silos'> & { key: number }, ShedIds>(
      silos,
      [
        col(silos.id, (r, ids) => ids.silos[r.key]),
        col(silos.companyId, (_, ids) => ids.companyId),
        col(silos.shedId, (_, ids) => ids.shed),
        col(silos.identification, (r) => r.identification),
        col(silos.capacity, (r) => r.capacity),
        col(silos.lowThreshold, (r) => r.lowThreshold),
        col(silos.criticalThreshold, (r) => r.criticalThreshold),
        col(silos.currentRationTypeId, (r, ids) => ration(r.currentRationType, ids)),
        col(silos.availableWeight, (r) => r.availableWeight),
        col(silos.lastReadingAt, (r) => r.lastReadingAt),
      ],
      overriding,
    ),
    summaries: new BulkInsertBuffer<Rows<'summaries'>, ShedIds>(batchSummaries, [
      col(batchSummaries.batchId, (r, ids) => ids.batches[r.batch]),
      col(batchSummaries.companyId, (_, ids) => ids.companyId),
      col(batchSummaries.weight, (r) => r.weight),
      col(batchSummaries.weightAge, (r) => r.weightAge),
      col(batchSummaries.gain, (r) => r.gain),
      col(batchSummaries.weekGain, (r) => r.weekGain),
      col(batchSummaries.variationCoef, (r) => r.variationCoef),
      col(batchSummaries.uniformity, (r) => r.uniformity),
      col(batchSummaries.performance, (r) => r.performance),
      col(batchSummaries.conversionFactor, (r) => r.conversionFactor),
      col(batchSummaries.productionEfficiency, (r) => r.productionEfficiency),
      col(batchSummaries.henDayPercent, (r) => r.henDayPercent),
      col(batchSummaries.mortality, (r) => r.mortality),
      col(batchSummaries.enthalpy, (r) => r.enthalpy),
      col(batchSummaries.rationTypeId, (r, ids) => ration(r.rationType, ids)),
      col(batchSummaries.siloStatus, (r) => r.siloStatus),
      col(batchSummaries.available, (r) => r.available),
      col(batchSummaries.predictedWeight, (r) => r.predictedWeight),
      col(batchSummaries.predictedWeightP10, (r) => r.predictedWeightP10),
      col(batchSummaries.predictedWeightP90, (r) => r.predictedWeightP90),
      col(batchSummaries.rationEndAt, (r) => r.rationEndAt),
      col(batchSummaries.updatedAt, (r) => r.updatedAt),
    ]),
    weighings: new BulkInsertBuffer<Rows<'weighings'>, ShedIds>(weighings, [
      col(weighings.divisionId, (r, ids) => ids.divisions[r.division]),
      col(weighings.deviceId, (r, ids) => (r.device === undefined ? null : ids.devices[r.device])),
      col(weighings.weighedAt, (r) => r.weighedAt),
      col(weighings.age, (r) => r.age),
      col(weighings.samples, (r) => r.samples),
    ]),
    performance: new BulkInsertBuffer<Rows<'performance'>, ShedIds>(performanceData, [
      col(performanceData.divisionId, (r, ids) => ids.divisions[r.division]),
      col(performanceData.age, (r) => r.age),
      col(performanceData.date, (r) => r.date),
      col(performanceData.weight, (r) => r.weight),
      col(performanceData.predictWeight, (r) => r.predictWeight),
      col(performanceData.idealWeight, (r) => r.idealWeight),
      col(performanceData.gain, (r) => r.gain),
    ]),
    mortality: new BulkInsertBuffer<Rows<'mortality'>, ShedIds>(mortality, [
      col(mortality.divisionId, (r, ids) => ids.divisions[r.division]),
      col(mortality.age, (r) => r.age),
      col(mortality.date, (r) => r.date),
      col(mortality.amountMortality, (r) => r.amountMortality),
      col(mortality.amountEliminated, (r) => r.amountEliminated),
    ]),
    eggs: new BulkInsertBuffer<Rows<'eggs'>, ShedIds>(eggRecords, [
      col(eggRecords.divisionId, (r, ids) => ids.divisions[r.division]),
      col(eggRecords.age, (r) => r.age),
      col(eggRecords.date, (r) => r.date),
      col(eggRecords.total, (r) => r.total),
      col(eggRecords.hatching, (r) => r.hatching),
      col(eggRecords.cracked, (r) => r.cracked),
      col(eggRecords.dirty, (r) => r.dirty),
      col(eggRecords.floor, (r) => r.floor),
      col(eggRecords.doubleYolk, (r) => r.doubleYolk),
      col(eggRecords.meanEggWeight, (r) => r.meanEggWeight),
    ]),
    airsacculitis: new BulkInsertBuffer<Rows<'airsacculitis'>, ShedIds>(airsacculitis, [
      col(airsacculitis.batchId, (r, ids) => ids.batches[r.batch]),
      col(airsacculitis.inspectedAt, (r) => r.inspectedAt),
      col(airsacculitis.age, (r) => r.age),
      col(airsacculitis.percentage, (r) => r.percentage),
      col(airsacculitis.contaminatedBirds, (r) => r.contaminatedBirds),
    ]),
    s0: new BulkInsertBuffer<Rows<'s0'>, ShedIds>(s0Readings, [
      col(s0Readings.deviceId, (r, ids) => ids.devices[r.device]),
      col(s0Readings.divisionId, (r, ids) => ids.divisions[r.division]),
      col(s0Readings.measuredAt, (r) => r.measuredAt),
      col(s0Readings.age, (r) => r.age),
      col(s0Readings.bedTemperature, (r) => r.bedTemperature),
      col(s0Readings.environmentTemperature, (r) => r.environmentTemperature),
      col(s0Readings.waterTemperature, (r) => r.waterTemperature),
      col(s0Readings.humidity, (r) => r.humidity),
    ]),
    d0: new BulkInsertBuffer<Rows<'d0'>, ShedIds>(d0Readings, [
      col(d0Readings.deviceId, (r, ids) => ids.devices[r.device]),
      col(d0Readings.divisionId, (r, ids) => ids.divisions[r.division]),
      col(d0Readings.measuredAt, (r) => r.measuredAt),
      col(d0Readings.age, (r) => r.age),
      col(d0Readings.co2, (r) => r.co2),
      col(d0Readings.internHumidity, (r) => r.internHumidity),
      col(d0Readings.internTemperature, (r) => r.internTemperature),
    ]),
    enthalpy: new BulkInsertBuffer<Rows<'enthalpy'>, ShedIds>(enthalpyReadings, [
      col(enthalpyReadings.deviceId, (r, ids) => ids.devices[r.device]),
      col(enthalpyReadings.divisionId, (r, ids) => ids.divisions[r.division]),
      col(enthalpyReadings.measuredAt, (r) => r.measuredAt),
      col(enthalpyReadings.age, (r) => r.age),
      col(enthalpyReadings.value, (r) => r.value),
      col(enthalpyReadings.code, (r) => r.code),
    ]),
    siloReadings: new BulkInsertBuffer<Rows<'siloReadings'>, ShedIds>(siloOccupationReadings, [
      col(siloOccupationReadings.siloId, (r, ids) => ids.silos[r.silo]),
      col(siloOccupationReadings.deviceId, (r, ids) => ids.devices[r.device]),
      col(siloOccupationReadings.deviceTime, (r) => r.deviceTime),
      col(siloOccupationReadings.totalWeight, (r) => r.totalWeight),
      col(siloOccupationReadings.totalOccupation, (r) => r.totalOccupation),
      col(siloOccupationReadings.freeCapacity, (r) => r.freeCapacity),
      col(siloOccupationReadings.isBlackout, (r) => r.isBlackout),
      col(siloOccupationReadings.consumingRationTypeId, (r, ids) => ration(r.consumingRationType, ids)),
    ]),
    waterReadings: new BulkInsertBuffer<Rows<'waterReadings'>, ShedIds>(waterMeterReadings, [
      col(waterMeterReadings.deviceId, (r, ids) => ids.devices[r.device]),
      col(waterMeterReadings.measuredAt, (r) => r.measuredAt),
      col(waterMeterReadings.totalVolume, (r) => r.totalVolume),
    ]),
    feedControls: new BulkInsertBuffer<Rows<'feedControls'>, ShedIds>(feedControls, [
      col(feedControls.companyId, (_, ids) => ids.companyId),
      col(feedControls.batchId, (r, ids) => ids.batches[r.batch]),
      col(feedControls.siloId, (r, ids) => ids.silos[r.silo]),
      col(feedControls.rationTypeId, (r, ids) => ids.rationTypes[r.rationType]),
      col(feedControls.date, (r) => r.date),
      col(feedControls.quantity, (r) => r.quantity),
      col(feedControls.measuredQuantity, (r) => r.measuredQuantity),
      col(feedControls.feedControlType, (r) => r.feedControlType),
      col(feedControls.createdAt, (r) => r.date),
    ]),
    consumption: new BulkInsertBuffer<Rows<'consumption'>, ShedIds>(consumptionHistory, [
      col(consumptionHistory.batchId, (r, ids) => ids.batches[r.batch]),
      col(consumptionHistory.age, (r) => r.age),
      col(consumptionHistory.date, (r) => r.date),
      col(consumptionHistory.amount, (r) => r.amount),
      col(consumptionHistory.estimatedAmount, (r) => r.estimatedAmount),
      col(consumptionHistory.idealAmount, (r) => r.idealAmount),
      col(consumptionHistory.currentLodged, (r) => r.currentLodged),
    ]),
    minimumConsumptionAlerts: new BulkInsertBuffer<Rows<'minimumConsumptionAlerts'>, ShedIds>(minimumConsumptionAlerts, [
      col(minimumConsumptionAlerts.companyId, (_, ids) => ids.companyId),
      col(minimumConsumptionAlerts.shedId, (_, ids) => ids.shed),
      col(minimumConsumptionAlerts.name, (r) => r.name),
      col(minimumConsumptionAlerts.minConsumptionValue, (r) => r.minConsumptionValue),
      col(minimumConsumptionAlerts.startTime, (r) => r.startTime),
      col(minimumConsumptionAlerts.endTime, (r) => r.endTime),
      col(minimumConsumptionAlerts.interval, (r) => r.interval),
      col(minimumConsumptionAlerts.activeAlert, (r) => r.activeAlert),
    ]),
    alerts: new BulkInsertBuffer<Rows<'alerts'>, ShedIds>(alerts, [
      col(alerts.companyId, (_, ids) => ids.companyId),
      col(alerts.shedId, (_, ids) => ids.shed),
      col(alerts.batchId, (r, ids) => (r.batch === null ? null : ids.batches[r.batch])),
      col(alerts.type, (r) => r.type),
      col(alerts.subtype, (r) => r.subtype),
      col(alerts.subject, (r, ids) => subjectOf(r.subject, ids)),
      col(alerts.severity, (r) => r.severity),
      col(alerts.params, (r) => r.params),
      col(alerts.age, (r) => r.age),
      col(alerts.state, (r) => (r.resolvedAt === null ? 'open' : 'resolved')),
      col(alerts.occurredAt, (r) => r.occurredAt),
      col(alerts.lastSeenAt, (r) => r.resolvedAt ?? r.occurredAt),
      col(alerts.resolvedAt, (r) => r.resolvedAt),
      col(alerts.updatedAt, (r) => r.resolvedAt ?? r.occurredAt),
    ]),
  };
}

type Buffers = ReturnType<typeof buffers>;
/** Rows written, by table name. */
export type RowCounts = Record<string, number>;

const withKeys = <T>(rows: readonly T[]) => rows.map((row, key) => ({ ...row, key }));

/**
 * Writes generated sheds in bulk: shed by shed into per-table buffers; once any buffer is full, all
 * of them are taken at once (parents before children) and written while the caller goes on
 * generating, so a database in another process works in parallel with the generator. Memory stays
 * at two sets of buffers whatever the farm size. Use one writer per transaction (ids are reserved
 * on the connection it is given).
 */
export class FarmWriter {
  private readonly tables: Buffers = buffers();
  /** Sheds added so far, for refreshing what is derived from them once written. */
  readonly shedIds: number[] = [];
  private readonly reservations = {
    sheds: new IdReservation(sheds, 32),
    batches: new IdReservation(batches, 32),
    divisions: new IdReservation(batchDivisions, 128),
    devices: new IdReservation(devices, 320),
    silos: new IdReservation(silos, 96),
  };
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly db: Db,
    private readonly farm: FarmIds,
  ) {}

  /**
   * A writer for the transaction `db` is in. When the database user may (a superuser: always on
   * PGlite), the rest of the transaction runs with session_replication_role = replica, which skips
   * the per-row foreign-key triggers (3× faster loads, as pg_restore --disable-triggers does): every
   * reference the writer stores is an id it has just reserved or read, so there is nothing to check.
   */
  static async begin(db: Db, farm: FarmIds): Promise<FarmWriter> {
    const result = await db.execute(sql`select current_setting('is_superuser') = 'on' as superuser`);
    if ((result as unknown as { rows: { superuser: boolean }[] }).rows[0]?.superuser) {
      await db.execute(sql`set local session_replication_role = replica`);
    }
    return new FarmWriter(db, farm);
  }

  async add(data: ShedData): Promise<void> {
    const { db, reservations: r } = this;
    const ids: ShedIds = {
      ...this.farm,
      shed: (await r.sheds.take(db, 1))[0]!,
      batches: await r.batches.take(db, data.batches.length),
      divisions: await r.divisions.take(db, data.divisions.length),
      devices: await r.devices.take(db, data.devices.length),
      silos: await r.silos.take(db, data.silos.length),
    };
    this.shedIds.push(ids.shed);
    const t = this.tables;
    t.sheds.add([data.shed], ids);
    t.batches.add(withKeys(data.batches), ids);
    t.divisions.add(withKeys(data.divisions), ids);
    t.devices.add(withKeys(data.devices), ids);
    t.silos.add(withKeys(data.silos), ids);
    t.summaries.add(data.summaries, ids);
    t.weighings.add(data.weighings, ids);
    t.performance.add(data.performance, ids);
    t.mortality.add(data.mortality, ids);
    t.eggs.add(data.eggs, ids);
    t.airsacculitis.add(data.airsacculitis, ids);
    t.s0.add(data.s0, ids);
    t.d0.add(data.d0, ids);
    t.enthalpy.add(data.enthalpy, ids);
    t.siloReadings.add(data.siloReadings, ids);
    t.waterReadings.add(data.waterReadings, ids);
    t.feedControls.add(data.feedControls, ids);
    t.consumption.add(data.consumption, ids);
    t.minimumConsumptionAlerts.add(data.minimumConsumptionAlerts, ids);
    t.alerts.add(data.alerts, ids);
    if (Object.values(t).some((b) => b.full)) await this.startWriting();
  }

  /** Waits for the previous write, then starts writing everything buffered without waiting for it. */
  private async startWriting(): Promise<void> {
    await this.writing;
    const statements = Object.values(this.tables).flatMap((b) => b.take() ?? []);
    const writing = (async () => {
      for (const statement of statements) await this.db.execute(statement);
    })();
    // Failures surface at the next startWriting or flush; this only keeps them from being unhandled meanwhile.
    writing.catch(() => {});
    this.writing = writing;
  }

  /** Writes everything buffered and waits for it; returns the rows written per table so far. */
  async flush(): Promise<RowCounts> {
    await this.startWriting();
    await this.writing;
    return Object.fromEntries(Object.values(this.tables).map((b) => [b.tableName, b.written]));
  }
}
