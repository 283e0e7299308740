import { siloInputSchema, siloPatchSchema, type RegisterListQuery, type RegisterSilo, type SiloInput, type SiloPatch } from '@plantel/contracts';
import type { Db } from '../../db/database';
import type { silos } from '../../db/schema';
import { totalOf } from '../../repositories/pagination';
import { findShedForUpdate, findSiloByIdentification, findSiloForUpdate, findSiloRegisterPage, insertSilo, updateSilo } from '../../repositories/register.repository';
import { actorOf, changedFields, recordAudit, type Actor } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { ForbiddenError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { farmScopeOf } from '../access/farm-scope';
import { setArchivedState } from './archive';
import { forGuest, nameSightOf, registrableProductionTypes, requireRegisterEditor } from './register-access';

type SiloRow = typeof silos.$inferSelect;
type PageRow = Awaited<ReturnType<typeof findSiloRegisterPage>>[number];

const auditedSilo = (s: SiloRow) => ({ shed: s.shedId, identification: s.identification, capacity: s.capacity, density: s.density, archived_at: s.archivedAt?.toISOString() ?? null });

function dtoOf(principal: Principal, row: PageRow): RegisterSilo {
  const s = row.silo;
  return {
    id: s.id,
    identification: s.identification,
    shed: { id: s.shedId, identification: row.shedIdentification, property_name: forGuest(principal, row.propertyName) },
    capacity: s.capacity,
    density: s.density,
    archived_at: s.archivedAt?.toISOString() ?? null,
  };
}

export async function listRegisterSilos(db: Db, principal: Principal, query: RegisterListQuery) {
  const scope = farmScopeOf(principal);
  const sight = nameSightOf(principal);
  const rows = await findSiloRegisterPage(db, scope, query, undefined, sight);
  const count = await totalOf(rows, query.offset, async () => (await findSiloRegisterPage(db, scope, { ...query, offset: 0, limit: 1 }, undefined, sight))[0]?.total ?? 0);
  return { results: rows.map((r) => dtoOf(principal, r)), count };
}

export async function getRegisterSilo(db: Db, principal: Principal, id: number): Promise<RegisterSilo> {
  const [row] = await findSiloRegisterPage(db, farmScopeOf(principal), { limit: 1, offset: 0, archived: 'all', order: 'name' }, id);
  if (!row) throw new NotFoundError('Silo not found');
  return dtoOf(principal, row);
}

/** The scope in which `actor` may place silos: sheds of the production types given (all, for the CLI). */
export async function saveSilo(db: Db, actor: Actor, productionTypes: number[], input: SiloInput | SiloPatch, existing?: SiloRow): Promise<SiloRow> {
  const parsed = existing ? siloPatchSchema.parse(input) : siloInputSchema.parse(input);
  const shedId = (parsed as { shed?: number }).shed ?? existing!.shedId;
  if (!existing) {
    const shed = await findShedForUpdate(db, { companyId: actor.companyId, productionTypes, producerIds: null }, shedId);
    if (!shed) throw new InvalidFieldsError([{ field: 'shed', key: 'register.errors.unknownShed' }]);
    if (shed.archivedAt) throw new InvalidFieldsError([{ field: 'shed', key: 'register.errors.archived' }]);
  }
  if (parsed.identification !== undefined && (await findSiloByIdentification(db, shedId, parsed.identification, existing?.id))) {
    throw new InvalidFieldsError([{ field: 'identification', key: 'register.errors.identificationTaken', params: { kind: 'silo' } }]);
  }
  const defined = Object.fromEntries(Object.entries({ identification: parsed.identification, capacity: parsed.capacity, density: parsed.density }).filter(([, v]) => v !== undefined)) as Partial<SiloRow>;
  if (!existing) {
    const created = await insertSilo(db, { ...defined, companyId: actor.companyId, shedId, identification: parsed.identification!, capacity: parsed.capacity! });
    await recordAudit(db, actor, [{ action: 'create', entity: 'silo', entityId: created.id, label: created.identification, after: auditedSilo(created) }]);
    return created;
  }
  const updated = await updateSilo(db, existing.id, defined);
  const diff = changedFields(auditedSilo(existing), auditedSilo(updated));
  if (diff) await recordAudit(db, actor, [{ action: 'update', entity: 'silo', entityId: updated.id, label: updated.identification, ...diff }]);
  return updated;
}

export async function createSilo(db: Db, principal: Principal, input: SiloInput): Promise<RegisterSilo> {
  requireRegisterEditor(principal);
  const created = await db.transaction((tx) => saveSilo(tx, actorOf(principal), registrableProductionTypes(principal), input));
  return getRegisterSilo(db, principal, created.id);
}

async function siloToChange(db: Db, principal: Principal, id: number) {
  requireRegisterEditor(principal);
  const silo = await findSiloForUpdate(db, { companyId: principal.companyId, productionTypes: registrableProductionTypes(principal), producerIds: null }, id);
  if (!silo) {
    await getRegisterSilo(db, principal, id);
    throw new ForbiddenError('Your roles do not let you register silos of this production type');
  }
  return silo;
}

export async function patchSilo(db: Db, principal: Principal, id: number, patch: SiloPatch): Promise<RegisterSilo> {
  await db.transaction(async (tx) => saveSilo(tx, actorOf(principal), registrableProductionTypes(principal), patch, await siloToChange(tx, principal, id)));
  return getRegisterSilo(db, principal, id);
}

/** Archived silos leave the shed's lists and its stock; their readings and deliveries stay. */
export async function setSiloArchived(db: Db, principal: Principal, id: number, archived: boolean): Promise<RegisterSilo> {
  await setArchivedState(db, principal, archived, {
    entity: 'silo',
    lock: (t) => siloToChange(t, principal, id),
    update: (t, values) => updateSilo(t, id, values),
    labelOf: (s) => s.identification,
    audited: auditedSilo,
  });
  return getRegisterSilo(db, principal, id);
}
