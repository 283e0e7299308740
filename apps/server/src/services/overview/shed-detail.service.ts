import { sexOf, type Sex, type Shed, type ShedDetail } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findShed, findShedBatches, findShedDevices, type ShedRow } from '../../repositories/sheds.repository';
import type { Principal } from '../access/auth.service';
import { NotFoundError } from '../common/errors';
import { farmScopeOf } from '../access/farm-scope';
import { shedStatesOf } from '../register/shed-states';
import { silosOfShed } from '../nutrition/silos.service';

/** The fields every shed answer shares (spec §3). */
export function shedOf(row: ShedRow): Shed {
  return {
    id: row.id,
    identification: row.identification,
    name: row.name,
    shedName: row.name,
    core: row.core,
    producer: row.producerName,
    property: row.propertyId,
    property_name: row.propertyName,
    property_owner: row.propertyOwner,
    production_type: { external_id: row.productionType },
  };
}

/** Batches always carry a sex (a check constraint keeps it 1–3). */
export const sexOfBatch = (externalId: number): Sex => sexOf(externalId)!;

export async function getShed(db: Db, principal: Principal, id: number): Promise<ShedDetail> {
  const row = await findShed(db, farmScopeOf(principal), id);
  if (!row) throw new NotFoundError('Shed not found');
  const [batches, devices] = await Promise.all([findShedBatches(db, id), findShedDevices(db, id)]);
  const current = batches[0] ?? null;
  return {
    ...shedOf(row),
    stage: current?.shedStage ?? 'empty_batch',
    lastBatch: current?.id ?? null,
    last_batch: current?.id ?? null,
    batches: batches.map((b) => ({
      id: b.id,
      identification: b.identification,
      stage: b.stage,
      lineage: b.lineage,
      sex: sexOfBatch(b.sexExternalId),
      age: b.age,
      current_lodged: b.currentLodged,
      opening_date: b.openingDate.toISOString(),
      closing_date: b.closingDate?.toISOString() ?? null,
    })),
    devicesList: devices.map((d) => ({
      id: d.id,
      type: d.type,
      identification: d.identification,
      position: d.position,
      last_seen_at: d.lastSeenAt?.toISOString() ?? null,
    })),
    shed_states: shedStatesOf(batches),
    silos: await silosOfShed(db, id, current),
  };
}
