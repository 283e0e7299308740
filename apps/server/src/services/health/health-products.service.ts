import { MODULES, hasPermission, type HealthProduct, type HealthProductInput } from '@plantel/contracts';
import type { Db } from '../../db/database';
import {
  countProductUses,
  deleteHealthProduct,
  findHealthProduct,
  findHealthProductNamed,
  findHealthProducts,
  insertHealthProducts,
  updateHealthProduct,
  type HealthProductRow,
  type NewHealthProduct,
} from '../../repositories/health-book.repository';
import { actorOf, recordAudit } from '../access/audit.service';
import { requireStaff, type Principal } from '../access/auth.service';
import { ConflictFieldsError, ForbiddenError, InvalidFieldsError, NotFoundError } from '../common/errors';

/** The health book is read and kept with Sanidade in some module (docs/health-book.md); guests read none of it. */
export function requireHealthReader(principal: Principal) {
  if (principal.isGuest) throw new ForbiddenError('Guests do not read the health book');
  if (!MODULES.some((m) => hasPermission(principal.roles, m, 'Sanidade'))) throw new ForbiddenError('The health book needs the Sanidade permission');
}

/** The catalogue is the company's: its staff with Sanidade keep it. */
export function requireCatalogueEditor(principal: Principal) {
  requireHealthReader(principal);
  requireStaff(principal, 'change the veterinary catalogue');
}

export function productOf(row: HealthProductRow): HealthProduct {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    unit: row.unit,
    routes: row.routes,
    active_ingredients: row.activeIngredients,
    withdrawal: {
      poultry: row.poultryMeatDays === null ? null : { meat_days: row.poultryMeatDays, egg_days: row.poultryEggDays },
      swine: row.swineMeatDays === null ? null : { meat_days: row.swineMeatDays },
    },
    demo: row.demo,
  };
}

function valuesOf(input: HealthProductInput): Omit<NewHealthProduct, 'companyId'> {
  return {
    name: input.name,
    kind: input.kind,
    unit: input.unit,
    routes: input.routes,
    activeIngredients: input.active_ingredients.map((a) => ({ name: a.name, class: a.class ?? null, mg_per_unit: a.mg_per_unit ?? null })),
    poultryMeatDays: input.withdrawal.poultry?.meat_days ?? null,
    poultryEggDays: input.withdrawal.poultry?.egg_days ?? null,
    swineMeatDays: input.withdrawal.swine?.meat_days ?? null,
  };
}

export async function listHealthProducts(db: Db, principal: Principal): Promise<{ results: HealthProduct[] }> {
  requireHealthReader(principal);
  return { results: (await findHealthProducts(db, principal.companyId)).map(productOf) };
}

async function refuseTakenName(db: Db, companyId: number, name: string, field: string, except?: number) {
  const taken = await findHealthProductNamed(db, companyId, name);
  if (taken && taken.id !== except) throw new InvalidFieldsError([{ field, key: 'health.errors.nameTaken' }]);
}

/** `POST /v2/health-products/import` (and one product by `POST /v2/health-products`): all or none. */
export async function createHealthProducts(db: Db, principal: Principal, inputs: HealthProductInput[], field = (i: number) => `products.${i}.name`): Promise<HealthProduct[]> {
  requireCatalogueEditor(principal);
  return db.transaction(async (t) => {
    const seen = new Map<string, number>();
    for (const [i, input] of inputs.entries()) {
      const name = input.name.trim().toLowerCase();
      if (seen.has(name)) throw new InvalidFieldsError([{ field: field(i), key: 'health.errors.nameTaken' }]);
      seen.set(name, i);
      await refuseTakenName(t, principal.companyId, input.name, field(i));
    }
    const rows = await insertHealthProducts(t, inputs.map((input) => ({ companyId: principal.companyId, ...valuesOf(input) })));
    await recordAudit(t, actorOf(principal), rows.map((r) => ({ action: inputs.length > 1 ? 'import' : 'create', entity: 'health_product', entityId: r.id, label: r.name, after: { name: r.name } })));
    return rows.map(productOf);
  });
}

export async function changeHealthProduct(db: Db, principal: Principal, id: number, input: HealthProductInput): Promise<HealthProduct> {
  requireCatalogueEditor(principal);
  return db.transaction(async (t) => {
    const row = await findHealthProduct(t, principal.companyId, id);
    if (!row) throw new NotFoundError('Product not found');
    await refuseTakenName(t, principal.companyId, input.name, 'name', id);
    const saved = await updateHealthProduct(t, id, { ...valuesOf(input), demo: row.demo && sameLabel(row, input) });
    await recordAudit(t, actorOf(principal), [{ action: 'update', entity: 'health_product', entityId: id, label: saved.name, before: { name: row.name }, after: { name: saved.name } }]);
    return productOf(saved);
  });
}

/** A demo product stays marked so only while its figures are the demo's. */
const sameLabel = (row: HealthProductRow, input: HealthProductInput) => JSON.stringify(productOf(row).withdrawal) === JSON.stringify(productOf({ ...row, ...valuesOf(input) }).withdrawal);

/** A product given to a flock stays: the flock's book names it. */
export async function removeHealthProduct(db: Db, principal: Principal, id: number): Promise<void> {
  requireCatalogueEditor(principal);
  await db.transaction(async (t) => {
    const row = await findHealthProduct(t, principal.companyId, id);
    if (!row) throw new NotFoundError('Product not found');
    const uses = await countProductUses(t, id);
    if (uses > 0) throw new ConflictFieldsError([{ field: 'id', key: 'health.errors.productInUse', params: { count: uses } }]);
    await deleteHealthProduct(t, id);
    await recordAudit(t, actorOf(principal), [{ action: 'delete', entity: 'health_product', entityId: id, label: row.name, before: { name: row.name } }]);
  });
}
