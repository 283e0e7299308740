import { producerInputSchema, producerPatchSchema, type ProducerInput, type ProducerPatch, type RegisterListQuery, type RegisterProducer } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { farmScopeOf } from '../access/farm-scope';
import { totalOf } from '../../repositories/pagination';
import { findProducerByTaxId, findProducerForUpdate, findProducerPage, insertProducer, updateProducer, type ProducerRow, findOpenBatchUnder } from '../../repositories/register.repository';
import { actorOf, changedFields, recordAudit, type Actor } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { InvalidFieldsError, NotFoundError } from '../common/errors';
import { setArchivedState } from './archive';
import { forGuest, nameSightOf, notFound, refuseGuestSearch, requireRegisterEditor, housesBatch } from './register-access';

type PageRow = Awaited<ReturnType<typeof findProducerPage>>[number];

/** What the audit keeps of a producer. */
const auditedProducer = (p: ProducerRow) => ({ name: p.name, tax_id: p.taxId, phone: p.phone, email: p.email, archived_at: p.archivedAt?.toISOString() ?? null });

function dtoOf(principal: Principal, row: PageRow): RegisterProducer {
  const p = row.producer;
  return {
    id: p.id,
    name: forGuest(principal, p.name),
    tax_id: forGuest(principal, p.taxId),
    phone: forGuest(principal, p.phone),
    email: forGuest(principal, p.email),
    users: principal.isGuest ? [] : row.users,
    properties: row.properties,
    archived_at: p.archivedAt?.toISOString() ?? null,
  };
}

/** `GET /v2/producers`: the producers the principal follows (staff and unlinked users: the company's). */
export async function listRegisterProducers(db: Db, principal: Principal, query: RegisterListQuery) {
  refuseGuestSearch(principal, query);
  const sight = nameSightOf(principal);
  const rows = await findProducerPage(db, farmScopeOf(principal), query, undefined, sight);
  const count = await totalOf(rows, query.offset, async () => (await findProducerPage(db, farmScopeOf(principal), { ...query, offset: 0, limit: 1 }, undefined, sight))[0]?.total ?? 0);
  return { results: rows.map((r) => dtoOf(principal, r)), count };
}

export async function getRegisterProducer(db: Db, principal: Principal, id: number): Promise<RegisterProducer> {
  const [row] = await findProducerPage(db, farmScopeOf(principal), { limit: 1, offset: 0, archived: 'all', order: 'name' }, id);
  if (!row) throw new NotFoundError('Producer not found');
  return dtoOf(principal, row);
}

async function refuseTakenTaxId(db: Db, companyId: number, taxId: string, exceptId?: number) {
  const other = await findProducerByTaxId(db, companyId, taxId, exceptId);
  if (other) throw new InvalidFieldsError([{ field: 'tax_id', key: 'register.errors.taxIdTaken', params: { name: other.name } }]);
}

/** Creates a producer, or updates the one with `existing`'s id; the change is audited. Used by the API, the import and the CLI. */
export async function saveProducer(db: Db, actor: Actor, input: ProducerInput | ProducerPatch, existing?: ProducerRow): Promise<ProducerRow> {
  const parsed = existing ? producerPatchSchema.parse(input) : producerInputSchema.parse(input);
  if (parsed.tax_id !== undefined) await refuseTakenTaxId(db, actor.companyId, parsed.tax_id, existing?.id);
  const values = { name: parsed.name, taxId: parsed.tax_id, phone: parsed.phone, email: parsed.email };
  if (!existing) {
    const created = await insertProducer(db, { companyId: actor.companyId, name: parsed.name!, taxId: parsed.tax_id!, phone: parsed.phone ?? '', email: parsed.email ?? '' });
    await recordAudit(db, actor, [{ action: 'create', entity: 'producer', entityId: created.id, label: created.name, after: auditedProducer(created) }]);
    return created;
  }
  const updated = await updateProducer(db, existing.id, Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)));
  const diff = changedFields(auditedProducer(existing), auditedProducer(updated));
  if (diff) await recordAudit(db, actor, [{ action: 'update', entity: 'producer', entityId: updated.id, label: updated.name, ...diff }]);
  return updated;
}

/** `POST /v2/producers`. */
export async function createProducer(db: Db, principal: Principal, input: ProducerInput): Promise<RegisterProducer> {
  requireRegisterEditor(principal);
  const created = await db.transaction((tx) => saveProducer(tx, actorOf(principal), input));
  return getRegisterProducer(db, principal, created.id);
}

/** `PATCH /v2/producers/{id}`. */
export async function patchProducer(db: Db, principal: Principal, id: number, patch: ProducerPatch): Promise<RegisterProducer> {
  requireRegisterEditor(principal);
  await db.transaction(async (tx) => {
    const existing = await findProducerForUpdate(tx, principal.companyId, id);
    if (!existing) throw new NotFoundError('Producer not found');
    await saveProducer(tx, actorOf(principal), patch, existing);
  });
  return getRegisterProducer(db, principal, id);
}

/** `POST /v2/producers/{id}/archive` and `/restore`: out of the lists (with history) or back. */
export async function setProducerArchived(db: Db, principal: Principal, id: number, archived: boolean): Promise<RegisterProducer> {
  requireRegisterEditor(principal);
  await setArchivedState(db, principal, archived, {
    entity: 'producer',
    lock: async (t) => {
      const row = (await findProducerForUpdate(t, principal.companyId, id)) ?? notFound('Producer');
      const housing = archived ? await findOpenBatchUnder(t, principal.companyId, { producerId: id }) : undefined;
      if (housing) throw housesBatch(housing.shed, housing.batch);
      return row;
    },
    update: (t, values) => updateProducer(t, id, values),
    labelOf: (p) => p.name,
    audited: auditedProducer,
  });
  return getRegisterProducer(db, principal, id);
}
