import { antimicrobialUse, pooledAntimicrobialUse } from '@plantel/domain';
import type { AmuGroup, AntimicrobialUseQuery, AntimicrobialUseReport } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findCompanyById } from '../../repositories/companies.repository';
import { findHealthProducts, findSlaughteredFlocksWithTreatments } from '../../repositories/health-book.repository';
import { farmScopeWith } from '../access/farm-scope';
import type { Principal } from '../access/auth.service';
import { companyTimeZone, localDayRange } from '../common/calendar-days';
import { requireHealthReader } from './health-products.service';

type Row = AntimicrobialUseReport['rows'][number];

/**
 * `GET /v2/antimicrobial-use`: the antimicrobial use of the flocks slaughtered in a period, for the
 * company, each producer or each farm the reader follows (docs/health-book.md, "Antimicrobial use"):
 * each flock's mg as its own figure is worked out (`antimicrobialUse`), pooled over their live weight.
 */
export async function antimicrobialUseReport(db: Db, principal: Principal, query: AntimicrobialUseQuery): Promise<AntimicrobialUseReport> {
  requireHealthReader(principal);
  const scope = farmScopeWith(principal, 'Sanidade');
  const range = localDayRange(query.from, query.to, await companyTimeZone(db, principal.companyId));
  const { flocks, treatments } = await findSlaughteredFlocksWithTreatments(db, scope, range.from, range.to);
  const products = new Map((await findHealthProducts(db, principal.companyId)).map((p) => [p.id, p]));
  const useOf = (batchId: number) =>
    antimicrobialUse(
      treatments
        .filter((t) => t.batchId === batchId && products.get(t.productId)?.kind === 'antimicrobial')
        .map((t) => ({ quantity: t.quantity, ingredients: products.get(t.productId)!.activeIngredients.map((i) => ({ name: i.name, class: i.class, mgPerUnit: i.mg_per_unit })) })),
      null,
    );
  const company = (await findCompanyById(db, principal.companyId))?.name ?? '';
  const keyOf: Record<AmuGroup, (f: (typeof flocks)[number]) => { id: number | null; name: string }> = {
    company: () => ({ id: null, name: company }),
    producer: (f) => ({ id: f.producerId, name: f.producer }),
    property: (f) => ({ id: f.propertyId, name: f.property }),
  };
  const groups = new Map<number | null, { name: string; members: { use: ReturnType<typeof useOf>; liveWeightKg: number }[] }>();
  for (const f of flocks) {
    const { id, name } = keyOf[query.group](f);
    const group = groups.get(id) ?? { name, members: [] };
    group.members.push({ use: useOf(f.id), liveWeightKg: f.liveWeightKg });
    groups.set(id, group);
  }
  const rowOf = (id: number | null, name: string, members: { use: ReturnType<typeof useOf>; liveWeightKg: number }[]): Row => {
    const pooled = pooledAntimicrobialUse(members);
    return { id, name, flocks: pooled.flocks, live_weight_kg: pooled.liveWeightKg, total_mg: pooled.totalMg, mg_per_kg: pooled.mgPerKg, by_class: pooled.byClass };
  };
  const rows = [...groups].map(([id, g]) => rowOf(id, g.name, g.members)).sort((a, b) => (b.mg_per_kg ?? -1) - (a.mg_per_kg ?? -1) || a.name.localeCompare(b.name));
  const total = rowOf(null, company, [...groups.values()].flatMap((g) => g.members));
  return { from: query.from, to: query.to, group: query.group, rows, total };
}
