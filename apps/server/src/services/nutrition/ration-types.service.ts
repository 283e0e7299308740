import {
  hasPermission,
  MODULES,
  rationTypeInputSchema,
  rationTypePatchSchema,
  type ModuleName,
  type CompanyRationType,
  type RationTypeInput,
  type RationTypeList,
  type RationTypePatch,
  type RationTypesQuery,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findRationTypeForUpdate, findRationTypeNamed, insertRationTypes, listRationTypes, updateRationType, type RationTypeRow } from '../../repositories/ration-types.repository';
import { rationTypeRows } from '../../simulator/ration-catalog';
import { actorOf, changedFields, recordAudit } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { ForbiddenError, InvalidFieldsError, NotFoundError } from '../common/errors';

const dtoOf = (row: Pick<RationTypeRow, 'id' | 'name' | 'phase' | 'density' | 'module'>): CompanyRationType => ({ id: row.id, name: row.name, phase: row.phase, density: row.density, module: row.module });
const audited = (row: RationTypeRow) => ({ name: row.name, phase: row.phase, density: row.density, module: row.module });

/** The ration types of the caller's company; naming another company is a 404, like any object outside the scope. */
export async function getRationTypes(db: Db, principal: Principal, query: RationTypesQuery): Promise<RationTypeList> {
  if (query.company !== undefined && query.company !== principal.companyId) throw new NotFoundError('Company not found');
  const { rows, total } = await listRationTypes(db, principal.companyId, query);
  return { results: rows.map(dtoOf), count: total };
}

/** A new company's list: the common formulas of each species, which it edits as its own. */
export async function seedCommonRationTypes(db: Db, companyId: number): Promise<void> {
  await insertRationTypes(db, rationTypeRows().map((r) => ({ companyId, ...r })));
}

/** Staff with Cadastro in the species' module register its types; a type of any species, staff with Cadastro in some module (superusers always). */
function requireRationEditor(principal: Principal, module: ModuleName | null) {
  if (principal.isSuperuser) return;
  const modules = module === null ? MODULES : [module];
  if (principal.isStaff && modules.some((m) => hasPermission(principal.roles, m, 'Cadastro'))) return;
  throw new ForbiddenError("Only staff with the Cadastro permission in the species' module may change its ration types");
}

async function refuseTakenName(db: Db, companyId: number, name: string | undefined, exceptId?: number) {
  if (name !== undefined && (await findRationTypeNamed(db, companyId, name, exceptId))) throw new InvalidFieldsError([{ field: 'name', key: 'rationTypes.errors.nameTaken' }]);
}

/** `POST /v2/ration-types`. */
export async function createRationType(db: Db, principal: Principal, input: RationTypeInput): Promise<CompanyRationType> {
  const parsed = rationTypeInputSchema.parse(input);
  requireRationEditor(principal, parsed.module);
  return db.transaction(async (t) => {
    await refuseTakenName(t, principal.companyId, parsed.name);
    const [created] = await insertRationTypes(t, [{ companyId: principal.companyId, ...parsed }]);
    await recordAudit(t, actorOf(principal), [{ action: 'create', entity: 'ration_type', entityId: created!.id, label: created!.name, after: audited(created!) }]);
    return dtoOf(created!);
  });
}

/** `PATCH /v2/ration-types/{id}`: deliveries already recorded keep naming it, with its new name. */
export async function patchRationType(db: Db, principal: Principal, id: number, patch: RationTypePatch): Promise<CompanyRationType> {
  const parsed = rationTypePatchSchema.parse(patch);
  return db.transaction(async (t) => {
    const existing = await findRationTypeForUpdate(t, principal.companyId, id);
    if (!existing) throw new NotFoundError('Ration type not found');
    requireRationEditor(principal, existing.module);
    if (parsed.module !== undefined) requireRationEditor(principal, parsed.module);
    await refuseTakenName(t, principal.companyId, parsed.name, id);
    const values = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
    const updated = Object.keys(values).length === 0 ? existing : await updateRationType(t, id, values);
    const diff = changedFields(audited(existing), audited(updated));
    if (diff) await recordAudit(t, actorOf(principal), [{ action: 'update', entity: 'ration_type', entityId: id, label: updated.name, ...diff }]);
    return dtoOf(updated);
  });
}
