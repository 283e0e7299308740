import type { Shed } from '@plantel/contracts';
import type { Db } from '../db/database';
import { findShed } from '../repositories/sheds.repository';
import type { Principal } from './auth.service';
import { NotFoundError } from './errors';
import { farmScopeOf } from './farm-scope';

export async function getShed(db: Db, principal: Principal, id: number): Promise<Shed> {
  const row = await findShed(db, farmScopeOf(principal), id);
  if (!row) throw new NotFoundError('Shed not found');
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
