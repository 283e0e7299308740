import { shedInputSchema, shedPatchSchema, type RegisterListQuery, type RegisterShed, type ShedInput, type ShedPatch } from '@plantel/contracts';
import type { Db } from '../../db/database';
import type { FarmScope } from '../../repositories/farm-scope';
import { totalOf } from '../../repositories/pagination';
import { deleteShedDivision, findPropertyForUpdate, findShedByIdentification, findShedDivisions, findShedForUpdate, findShedRegisterPage, insertShed, insertShedDivisions, shedDivisionUsed, updateShed, updateShedDivision, type ShedRegisterRow } from '../../repositories/register.repository';
import { findOpenBatch, shedDivisionsHousing } from '../../repositories/lodging.repository';
import { actorOf, changedFields, recordAudit, type Actor } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { ForbiddenError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { companyTimeZone, daysBetween } from '../common/calendar-days';
import { farmScopeOf } from '../access/farm-scope';
import { localDay } from '../../shared/wall-time';
import { setArchivedState } from './archive';
import { forGuest, nameSightOf, registrableProductionTypes, requireProductionType, requireRegisterEditor, housesBatch } from './register-access';

type PageRow = Awaited<ReturnType<typeof findShedRegisterPage>>[number];
type Division = { identification: string; capacity: number };

/** What the audit keeps of a shed; its divisions when they are part of the change. */
const auditedShed = (s: ShedRegisterRow, divisions?: Division[]) => ({
  property: s.propertyId,
  identification: s.identification,
  name: s.name,
  core: s.core,
  production_type: s.productionTypeExternalId,
  lineage: s.lineage,
  target_weight: s.targetWeight,
  capacity: s.capacity,
  floor_area: s.floorArea,
  ventilation: s.ventilation,
  ...(divisions ? { divisions: divisions.map((d) => `${d.identification}: ${d.capacity}`) } : {}),
  archived_at: s.archivedAt?.toISOString() ?? null,
});

/** The company's today and time zone, to count the days a shed stands empty. */
interface Clock {
  timeZone: string;
  today: string;
}
const clockOf = async (db: Db, companyId: number, now = new Date()): Promise<Clock> => {
  const timeZone = await companyTimeZone(db, companyId);
  return { timeZone, today: localDay(now, timeZone) };
};

function dtoOf(principal: Principal, row: PageRow, clock: Clock): RegisterShed {
  const s = row.shed;
  const lastClosing = row.lastClosing === null ? null : new Date(row.lastClosing);
  return {
    id: s.id,
    identification: s.identification,
    name: principal.isGuest ? s.identification : s.name,
    core: s.core,
    property: { id: s.propertyId, name: forGuest(principal, row.propertyName) },
    producer: { id: row.producerId, name: forGuest(principal, row.producerName) },
    production_type: s.productionTypeExternalId,
    lineage: s.lineage,
    target_weight: s.targetWeight,
    capacity: s.capacity,
    floor_area: s.floorArea,
    ventilation: s.ventilation,
    divisions: row.divisions.map(({ id, identification, capacity }) => ({ id, identification, capacity })),
    open_batch: row.openBatch,
    last_closing: lastClosing?.toISOString() ?? null,
    empty_days: row.openBatch || !lastClosing ? null : daysBetween(localDay(lastClosing, clock.timeZone), clock.today),
    archived_at: s.archivedAt?.toISOString() ?? null,
  };
}

export async function listRegisterSheds(db: Db, principal: Principal, query: RegisterListQuery) {
  const scope = farmScopeOf(principal);
  const sight = nameSightOf(principal);
  const rows = await findShedRegisterPage(db, scope, query, undefined, sight);
  const count = await totalOf(rows, query.offset, async () => (await findShedRegisterPage(db, scope, { ...query, offset: 0, limit: 1 }, undefined, sight))[0]?.total ?? 0);
  const clock = await clockOf(db, principal.companyId);
  return { results: rows.map((r) => dtoOf(principal, r, clock)), count };
}

export async function getRegisterShed(db: Db, principal: Principal, id: number): Promise<RegisterShed> {
  const [row] = await findShedRegisterPage(db, farmScopeOf(principal), { limit: 1, offset: 0, archived: 'all', order: 'name' }, id);
  if (!row) throw new NotFoundError('Shed not found');
  return dtoOf(principal, row, await clockOf(db, principal.companyId));
}

function refuseRepeatedDivisions(divisions: Division[]) {
  const seen = new Set<string>();
  divisions.forEach((d, i) => {
    const key = d.identification.toLowerCase();
    if (seen.has(key)) throw new InvalidFieldsError([{ field: `divisions.${i}.identification`, key: 'register.errors.divisionRepeated' }]);
    seen.add(key);
  });
}

/**
 * Makes the shed's divisions those listed, matched by identification: new ones are added, capacities
 * change, and one no longer listed is deleted when never used, archived when a batch housed animals
 * in it, and refused while the open batch still houses animals there.
 */
async function replaceDivisions(db: Db, companyId: number, shedId: number, wanted: Division[], openBatchDivisions: Set<number>) {
  const current = await findShedDivisions(db, [shedId]);
  const byKey = new Map(current.map((d) => [d.identification.toLowerCase(), d]));
  const kept = new Set<number>();
  const added: Division[] = [];
  for (const division of wanted) {
    const existing = byKey.get(division.identification.toLowerCase());
    if (!existing) added.push(division);
    else {
      kept.add(existing.id);
      if (existing.capacity !== division.capacity || existing.identification !== division.identification) await updateShedDivision(db, existing.id, division);
    }
  }
  for (const gone of current.filter((d) => !kept.has(d.id))) {
    if (openBatchDivisions.has(gone.id)) throw new InvalidFieldsError([{ field: 'divisions', key: 'register.errors.divisionInUse', params: { division: gone.identification } }]);
    if (await shedDivisionUsed(db, gone.id)) await updateShedDivision(db, gone.id, { archivedAt: new Date() });
    else await deleteShedDivision(db, gone.id);
  }
  await insertShedDivisions(db, added.map((d) => ({ companyId, shedId, identification: d.identification, capacity: d.capacity })));
}

/** The property a shed goes on: the company's and in use. */
async function checkProperty(db: Db, companyId: number, propertyId: number) {
  const property = await findPropertyForUpdate(db, companyId, propertyId);
  if (!property) throw new InvalidFieldsError([{ field: 'property', key: 'register.errors.unknownProperty' }]);
  if (property.archivedAt) throw new InvalidFieldsError([{ field: 'property', key: 'register.errors.archived' }]);
}

async function refuseTakenIdentification(db: Db, propertyId: number, identification: string, exceptId?: number) {
  if (await findShedByIdentification(db, propertyId, identification, exceptId)) {
    throw new InvalidFieldsError([{ field: 'identification', key: 'register.errors.identificationTaken', params: { kind: 'shed' } }]);
  }
}

/**
 * Creates a shed with its divisions, or updates `existing`; audited, and its shed-list row rebuilt.
 * `openBatchDivisions`: the shed divisions where its open batch houses animals (they cannot go).
 */
export async function saveShed(db: Db, actor: Actor, input: ShedInput | ShedPatch, existing?: { shed: ShedRegisterRow; openBatchDivisions: Set<number> }): Promise<ShedRegisterRow> {
  const parsed = existing ? shedPatchSchema.parse(input) : shedInputSchema.parse(input);
  if (parsed.divisions) refuseRepeatedDivisions(parsed.divisions);
  const propertyId = parsed.property ?? existing!.shed.propertyId;
  if (parsed.property !== undefined && parsed.property !== existing?.shed.propertyId) await checkProperty(db, actor.companyId, parsed.property);
  if (parsed.identification !== undefined || parsed.property !== undefined) await refuseTakenIdentification(db, propertyId, parsed.identification ?? existing!.shed.identification, existing?.shed.id);
  const values = {
    propertyId: parsed.property,
    identification: parsed.identification,
    name: parsed.name === undefined ? undefined : parsed.name || (parsed.identification ?? existing!.shed.identification),
    core: parsed.core,
    lineage: parsed.lineage,
    targetWeight: parsed.target_weight,
    capacity: parsed.capacity,
    floorArea: parsed.floor_area,
    ventilation: parsed.ventilation,
  };
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<ShedRegisterRow>;
  if (!existing) {
    const full = parsed as ReturnType<typeof shedInputSchema.parse>;
    const created = await insertShed(db, { ...defined, companyId: actor.companyId, propertyId, identification: full.identification, name: full.name || full.identification, productionTypeExternalId: full.production_type });
    await insertShedDivisions(db, full.divisions.map((d) => ({ companyId: actor.companyId, shedId: created.id, identification: d.identification, capacity: d.capacity })));
    await recordAudit(db, actor, [{ action: 'create', entity: 'shed', entityId: created.id, label: created.identification, after: auditedShed(created, full.divisions) }]);
    return created;
  }
  const before = auditedShed(existing.shed, await findShedDivisions(db, [existing.shed.id]));
  const updated = await updateShed(db, existing.shed.id, defined);
  if (parsed.divisions) await replaceDivisions(db, actor.companyId, updated.id, parsed.divisions, existing.openBatchDivisions);
  const diff = changedFields(before, auditedShed(updated, await findShedDivisions(db, [updated.id])));
  if (diff) await recordAudit(db, actor, [{ action: 'update', entity: 'shed', entityId: updated.id, label: updated.identification, ...diff }]);
  return updated;
}

/** The scope in which the principal may change sheds: their company, the production types they may register. */
const editScope = (principal: Principal): FarmScope => ({ companyId: principal.companyId, productionTypes: registrableProductionTypes(principal), producerIds: null });

export async function createShed(db: Db, principal: Principal, input: ShedInput): Promise<RegisterShed> {
  requireProductionType(principal, input.production_type);
  const created = await db.transaction(async (tx) => {
    await checkProperty(tx, principal.companyId, input.property);
    return saveShed(tx, actorOf(principal), input);
  });
  return getRegisterShed(db, principal, created.id);
}

/** A shed the principal may change, locked, with the divisions its open batch houses animals in. */
async function shedToChange(db: Db, principal: Principal, id: number) {
  requireRegisterEditor(principal);
  const shed = await findShedForUpdate(db, editScope(principal), id);
  if (!shed) {
    // A shed they may read but not register (another module) is a 403; one they cannot see a 404.
    await getRegisterShed(db, principal, id);
    throw new ForbiddenError('Your roles do not let you register sheds of this production type');
  }
  const openBatch = (await findOpenBatch(db, id)) ?? null;
  const openBatchDivisions = new Set(openBatch ? await shedDivisionsHousing(db, openBatch.id) : []);
  return { shed, openBatch, openBatchDivisions };
}

export async function patchShed(db: Db, principal: Principal, id: number, patch: ShedPatch): Promise<RegisterShed> {
  await db.transaction(async (tx) => {
    const existing = await shedToChange(tx, principal, id);
    await saveShed(tx, actorOf(principal), patch, existing);
  });
  return getRegisterShed(db, principal, id);
}

/** `POST /v2/sheds/{id}/archive` (refused while a batch is housed) and `/restore`. */
export async function setShedArchived(db: Db, principal: Principal, id: number, archived: boolean): Promise<RegisterShed> {
  await setArchivedState(db, principal, archived, {
    entity: 'shed',
    lock: async (t) => {
      const { shed, openBatch } = await shedToChange(t, principal, id);
      if (archived && openBatch) throw housesBatch(shed.identification, openBatch.identification);
      return shed;
    },
    update: (t, values) => updateShed(t, id, values),
    labelOf: (s) => s.identification,
    audited: (s) => auditedShed(s),
  });
  return getRegisterShed(db, principal, id);
}
