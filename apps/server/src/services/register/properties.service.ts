import { propertyInputSchema, propertyPatchSchema, type PropertyInput, type PropertyPatch, type RegisterListQuery, type RegisterProperty } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { farmScopeOf } from '../access/farm-scope';
import { totalOf } from '../../repositories/pagination';
import { findProducerForUpdate, findPropertyForUpdate, findPropertyPage, insertProperty, updateProperty, type PropertyRow, findOpenBatchUnder } from '../../repositories/register.repository';
import { actorOf, changedFields, recordAudit, type Actor } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { InvalidFieldsError, NotFoundError } from '../common/errors';
import { setArchivedState } from './archive';
import { forGuest, nameSightOf, notFound, refuseGuestSearch, requireRegisterEditor, housesBatch } from './register-access';

type PageRow = Awaited<ReturnType<typeof findPropertyPage>>[number];

const auditedProperty = (p: PropertyRow) => ({
  name: p.name,
  producer: p.producerId,
  owner_name: p.ownerName,
  municipality: p.municipality,
  state: p.state,
  latitude: p.latitude,
  longitude: p.longitude,
  altitude: p.altitude,
  time_zone: p.timeZone,
  archived_at: p.archivedAt?.toISOString() ?? null,
});

function dtoOf(principal: Principal, row: PageRow): RegisterProperty {
  const p = row.property;
  return {
    id: p.id,
    name: forGuest(principal, p.name),
    producer: { id: p.producerId, name: forGuest(principal, row.producerName) },
    owner_name: forGuest(principal, p.ownerName),
    municipality: p.municipality,
    state: p.state,
    latitude: p.latitude,
    longitude: p.longitude,
    altitude: p.altitude,
    time_zone: p.timeZone,
    sheds: row.sheds,
    archived_at: p.archivedAt?.toISOString() ?? null,
  };
}

export async function listRegisterProperties(db: Db, principal: Principal, query: RegisterListQuery) {
  refuseGuestSearch(principal, query);
  const sight = nameSightOf(principal);
  const rows = await findPropertyPage(db, farmScopeOf(principal), query, undefined, sight);
  const count = await totalOf(rows, query.offset, async () => (await findPropertyPage(db, farmScopeOf(principal), { ...query, offset: 0, limit: 1 }, undefined, sight))[0]?.total ?? 0);
  return { results: rows.map((r) => dtoOf(principal, r)), count };
}

export async function getRegisterProperty(db: Db, principal: Principal, id: number): Promise<RegisterProperty> {
  const [row] = await findPropertyPage(db, farmScopeOf(principal), { limit: 1, offset: 0, archived: 'all', order: 'name' }, id);
  if (!row) throw new NotFoundError('Property not found');
  return dtoOf(principal, row);
}

/** Creates a property, or updates `existing`; audited. The producer must be the company's and in use. */
export async function saveProperty(db: Db, actor: Actor, input: PropertyInput | PropertyPatch, existing?: PropertyRow): Promise<PropertyRow> {
  const parsed = existing ? propertyPatchSchema.parse(input) : propertyInputSchema.parse(input);
  if (parsed.producer !== undefined && parsed.producer !== existing?.producerId) {
    const producer = await findProducerForUpdate(db, actor.companyId, parsed.producer);
    if (!producer) throw new InvalidFieldsError([{ field: 'producer', key: 'register.errors.unknownProducer' }]);
    if (producer.archivedAt) throw new InvalidFieldsError([{ field: 'producer', key: 'register.errors.archived' }]);
  }
  const values = {
    name: parsed.name,
    producerId: parsed.producer,
    ownerName: parsed.owner_name,
    municipality: parsed.municipality,
    state: parsed.state,
    latitude: parsed.latitude,
    longitude: parsed.longitude,
    altitude: parsed.altitude,
    timeZone: parsed.time_zone,
  };
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<PropertyRow>;
  if (!existing) {
    const created = await insertProperty(db, { ...defined, companyId: actor.companyId, producerId: parsed.producer!, name: parsed.name!, ownerName: parsed.owner_name ?? '' });
    await recordAudit(db, actor, [{ action: 'create', entity: 'property', entityId: created.id, label: created.name, after: auditedProperty(created) }]);
    return created;
  }
  const updated = await updateProperty(db, existing.id, defined);
  const diff = changedFields(auditedProperty(existing), auditedProperty(updated));
  if (diff) await recordAudit(db, actor, [{ action: 'update', entity: 'property', entityId: updated.id, label: updated.name, ...diff }]);
  return updated;
}

export async function createProperty(db: Db, principal: Principal, input: PropertyInput): Promise<RegisterProperty> {
  requireRegisterEditor(principal);
  const created = await db.transaction((tx) => saveProperty(tx, actorOf(principal), input));
  return getRegisterProperty(db, principal, created.id);
}

export async function patchProperty(db: Db, principal: Principal, id: number, patch: PropertyPatch): Promise<RegisterProperty> {
  requireRegisterEditor(principal);
  await db.transaction(async (tx) => {
    const existing = await findPropertyForUpdate(tx, principal.companyId, id);
    if (!existing) throw new NotFoundError('Property not found');
    await saveProperty(tx, actorOf(principal), patch, existing);
  });
  return getRegisterProperty(db, principal, id);
}

export async function setPropertyArchived(db: Db, principal: Principal, id: number, archived: boolean): Promise<RegisterProperty> {
  requireRegisterEditor(principal);
  await setArchivedState(db, principal, archived, {
    entity: 'property',
    lock: async (t) => {
      const row = (await findPropertyForUpdate(t, principal.companyId, id)) ?? notFound('Property');
      const housing = archived ? await findOpenBatchUnder(t, principal.companyId, { propertyId: id }) : undefined;
      if (housing) throw housesBatch(housing.shed, housing.batch);
      return row;
    },
    update: (t, values) => updateProperty(t, id, values),
    labelOf: (p) => p.name,
    audited: auditedProperty,
  });
  return getRegisterProperty(db, principal, id);
}
