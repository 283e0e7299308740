import { sql } from 'drizzle-orm';
import type { BatchImportInput } from '@plantel/contracts';
import type { Db } from '../../src/db/database';
import { sheds } from '../../src/db/schema';
import { rowsOf } from '../../src/repositories/sql-text';
import { localDay } from '../../src/shared/wall-time';

/** The demo companies keep Plantel's default time zone; São Paulo has had no daylight saving since 2019. */
export const TZ = 'America/Sao_Paulo';
export const OFFSET = '-03:00';
const DAY = 86_400_000;

/** A calendar day `n` days after `day` (negative: before). */
export const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** The company's calendar day today, or `n` days ago. */
export const daysAgo = (n: number) => dayAfter(localDay(new Date(), TZ), -n);
/** A moment on the company's clock. */
export const at = (day: string, clock = '08:00') => `${day}T${clock}:00${OFFSET}`;

/** A new shed (no batch) of a production type in a company, on the company's first property. */
export async function createShed(db: Db, company: string, productionType: number, identification: string): Promise<number> {
  const [owner] = rowsOf<{ companyId: number; propertyId: number }>(
    await db.execute(sql`select c.id as "companyId", p.id as "propertyId" from companies c join properties p on p.company_id = c.id where c.name = ${company} order by p.id limit 1`),
  );
  const [row] = await db
    .insert(sheds)
    .values({ companyId: owner!.companyId, propertyId: owner!.propertyId, identification, name: identification, productionTypeExternalId: productionType })
    .returning({ id: sheds.id });
  return row!.id;
}

/** Row counts of every table an import writes: equal before and after a refused import. */
export async function storedCounts(db: Db) {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*)::int from batches) as batches,
      (select count(*)::int from batch_divisions) as divisions,
      (select count(*)::int from weighings) as weighings,
      (select count(*)::int from mortality) as mortality,
      (select count(*)::int from consumption_history) as consumption`),
  );
  return row!;
}

/** Mean weights of a broiler flock by day of age, g. */
const WEIGHTS: Record<number, number> = { 7: 195, 14: 510, 21: 1010, 28: 1620, 35: 2300 };

/**
 * A Ross 308 broiler batch lodged 42 days ago at 08:00, weighed weekly at 10:00 (individual weights
 * at day 35), fed every day through yesterday, with losses on days 1 and 5.
 */
export function broilerBatch(shed: number, identification: string, changes: Partial<BatchImportInput> = {}): BatchImportInput {
  const lodging = daysAgo(42);
  return {
    shed,
    identification,
    lineage: 'Ross 308',
    sex: 'mixed',
    lodged_at: at(lodging),
    housed: 20_000,
    entry_weight: 44,
    age_at_lodging: 0,
    weighings: Object.entries(WEIGHTS).map(([age, weight]) => ({
      at: at(dayAfter(lodging, Number(age)), '10:00'),
      mean_weight: weight,
      ...(Number(age) === 35 ? { weights: [2250, 2300, 2350] } : {}),
    })),
    feed: Array.from({ length: 42 }, (_, age) => ({ date: dayAfter(lodging, age), kg: 20 + age * 5 })),
    mortality: [
      { date: dayAfter(lodging, 1), dead: 12, culled: 3 },
      { date: dayAfter(lodging, 5), dead: 20, culled: 0 },
    ],
    ...changes,
  };
}
