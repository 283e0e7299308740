import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchImportResultSchema, batchPerformanceSchema, type BatchImportInput, type ImportSex } from '@plantel/contracts';
import { referenceFor } from '@plantel/domain';
import { createShed, dayAfter, TZ } from './helpers/batch-import';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

/*
 * The weight at a moment between and after weighings: a flock weighed weekly exactly on its breed
 * table, fed exactly the table's feed, brought in through the import and read back from the API at
 * every day of age from 8 to 45 (at a fraction of the day, as a user looks at any hour). Its figures
 * "now" must be the table's at that age: the weight the table's, the FCR within 2 % of the table's
 * (cumulative feed ÷ live weight, the Ross and Cobb definition), said to be an estimate and how far
 * from the last weighing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const HOUSED = 20_000;
const WEIGHED_AGES = [7, 14, 21, 28, 35, 42];
const TABLES: readonly { lineage: string; sex: ImportSex; sexId: number }[] = [
  { lineage: 'Ross 308', sex: 'male', sexId: 3 },
  { lineage: 'Ross 308', sex: 'female', sexId: 2 },
  { lineage: 'Cobb 500', sex: 'male', sexId: 3 },
  { lineage: 'Cobb 500', sex: 'female', sexId: 2 },
];

/** The table's weight and cumulative feed at an exact age, each day's feed eaten evenly over it. */
function tableAt(lineage: string, sexId: number, age: number) {
  const day = Math.floor(age);
  const fraction = age - day;
  const cumulative = referenceFor(lineage, sexId, day).cumulativeFeedIntake + fraction * referenceFor(lineage, sexId, day + 1).dailyFeedIntake;
  const weight = referenceFor(lineage, sexId, age).bodyWeight;
  return { weight, fcr: cumulative / weight };
}

/** The flock, lodged so that it is `age` days old now: weighed weekly on the table, each whole day's feed the table's. */
function importOf(shed: number, table: (typeof TABLES)[number], age: number): BatchImportInput {
  const lodged = Date.now() - age * DAY_MS;
  const lodgingDay = localDay(new Date(lodged), TZ);
  const ref = (a: number) => referenceFor(table.lineage, table.sexId, a);
  return {
    shed,
    identification: `Now ${table.lineage} ${table.sex} ${age.toFixed(2)}`,
    lineage: table.lineage,
    sex: table.sex,
    lodged_at: new Date(lodged).toISOString(),
    housed: HOUSED,
    entry_weight: ref(0).bodyWeight,
    age_at_lodging: 0,
    weighings: WEIGHED_AGES.filter((a) => a < age).map((a) => ({ at: new Date(lodged + a * DAY_MS).toISOString(), mean_weight: ref(a).bodyWeight })),
    // Day of age k runs from age k to k + 1: the table's intake of the day that ends at k + 1.
    feed: Array.from({ length: Math.floor(age) }, (_, k) => ({ date: dayAfter(lodgingDay, k), kg: (ref(k + 1).dailyFeedIntake * HOUSED) / 1000 })),
    mortality: [],
  };
}

describe('the weight now, between and after weekly weighings on the breed table', () => {
  it.each(TABLES.map((table) => [`${table.lineage} ${table.sex}`, table] as const))('%s: FCR now within 2 % of the table at every day from 8 to 45', async (_, table) => {
    const misses: string[] = [];
    for (let day = 8; day <= 45; day++) {
      const age = day + 0.4;
      const shed = await createShed(t.database.db, 'Demo', 3, `NOW-${table.lineage}-${table.sex}-${day}`);
      const res = await t.as('admin', 'POST', '/api/v2/batches/import', importOf(shed, table, age));
      expect(res.statusCode, res.body).toBe(201);
      const { batch } = batchImportResultSchema.parse(res.json());
      const perf = batchPerformanceSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch}/performance`)).json());
      const lastWeighed = Math.max(...WEIGHED_AGES.filter((a) => a < age));
      const now = perf.now;
      expect(now, `day ${day}`).not.toBeNull();
      const expected = tableAt(table.lineage, table.sexId, now!.age);
      expect(now!.last_weighing_age).toBeCloseTo(lastWeighed, 3);
      expect(now!.days_since_weighing).toBeCloseTo(now!.age - lastWeighed, 6);
      const weightOff = now!.weight / expected.weight - 1;
      const fcrOff = now!.conversion_factor! / expected.fcr - 1;
      if (Math.abs(weightOff) > 0.005 || Math.abs(fcrOff) > 0.02) misses.push(`day ${day}: weight ${(100 * weightOff).toFixed(2)} %, FCR ${(100 * fcrOff).toFixed(2)} %`);
    }
    expect(misses).toEqual([]);
  }, 240_000);
});
