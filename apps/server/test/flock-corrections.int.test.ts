import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, auditListSchema, batchPerformanceSchema, batchRemovalSchema, lodgingSchema, type BatchPerformance } from '@plantel/contracts';
import { batches, sheds } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

/*
 * A lodging or a thinning typed wrong is corrected, or undone, with a reason the audit keeps, while
 * the batch is open and unsettled; the animals alive follow.
 */

let t: TestApp;
const SP = 'America/Sao_Paulo';
const localMinutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 3 * 3_600_000).toISOString().slice(0, 16);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const performanceOf = async (batch: number): Promise<BatchPerformance> => batchPerformanceSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch}/performance`)).json());
const fieldsOf = (body: string) => apiErrorSchema.parse(JSON.parse(body)).fields?.map((f) => [f.field, f.key]);

async function openBatchOf(identification: string) {
  const [shed] = await t.database.db.select().from(sheds).where(eq(sheds.identification, identification));
  const rows = await t.database.db.select().from(batches).where(eq(batches.shedId, shed!.id));
  return { shed: shed!, batch: rows.find((b) => b.closingDate === null) };
}

async function lastAudit() {
  return auditListSchema.parse((await t.as('admin', 'GET', '/api/v2/audit?limit=1')).json()).results[0]!;
}

describe('a thinning typed wrong', () => {
  it('is corrected with a reason: 5,000 typed for 500 gives back 4,500 birds to the box, and the audit keeps both and why', async () => {
    const { batch } = await openBatchOf('Aviário 06');
    const before = await performanceOf(batch!.id);
    const box = before.divisions.find((d) => d.weight !== null && d.current_lodge > 5_000)!;
    const kg = (n: number) => (n * box.weight!) / 1000;
    const typed = batchRemovalSchema.parse(
      (await t.as('tecnico', 'POST', `/api/v2/batches/${batch!.id}/removals`, { division: box.id, removed_at: localMinutesAgo(30), animals: 5_000, live_weight_kg: kg(5_000) })).json(),
    );
    expect((await performanceOf(batch!.id)).divisions.find((d) => d.id === box.id)!.current_lodge).toBe(box.current_lodge - 5_000);

    const body = { division: box.id, removed_at: localMinutesAgo(30), animals: 500, live_weight_kg: kg(500), reason: 'Digitei um zero a mais' };
    const noReason = await t.as('tecnico', 'PUT', `/api/v2/batches/${batch!.id}/removals/${typed.id}`, { ...body, reason: undefined });
    expect(fieldsOf(noReason.body)).toEqual([['reason', undefined]]);
    expect((await t.as('vendas', 'PUT', `/api/v2/batches/${batch!.id}/removals/${typed.id}`, body)).statusCode).toBe(403);

    const corrected = await t.as('tecnico', 'PUT', `/api/v2/batches/${batch!.id}/removals/${typed.id}`, body);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(batchRemovalSchema.parse(corrected.json())).toMatchObject({ id: typed.id, animals: 500 });
    const after = await performanceOf(batch!.id);
    // 4,500 birds back in the box: it holds its count before less the 500 that left.
    expect(after.divisions.find((d) => d.id === box.id)!.current_lodge).toBe(box.current_lodge - 500);
    expect(after.current_lodged).toBe(before.current_lodged - 500);
    expect(after.removed).toBe(before.removed + 500);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'correct', entity: 'batch', entity_id: batch!.id });
    expect(JSON.stringify(audit)).toContain('Digitei um zero a mais');

    // A phone offline corrected it from what it saw (500), but the office made it 450 meanwhile: the phone's
    // correction is refused with what is stored, and goes through once the phone sends it knowing that.
    const seen = { removed_at: typed.removed_at, animals: 500, live_weight_kg: kg(500) };
    expect((await t.as('admin', 'PUT', `/api/v2/batches/${batch!.id}/removals/${typed.id}`, { ...body, animals: 450, live_weight_kg: kg(450), reason: 'Contagem da nota' })).statusCode).toBe(200);
    const stale = await t.as('tecnico', 'PUT', `/api/v2/batches/${batch!.id}/removals/${typed.id}`, { ...body, animals: 480, live_weight_kg: kg(480), replaces: seen });
    expect(stale.statusCode, stale.body).toBe(409);
    const stored = stale.json<{ fields: { field: string; key: string; params: { animals: number; removed_at: string; live_weight_kg: number } }[] }>().fields[0]!;
    expect(stored).toMatchObject({ field: 'replaces', key: 'thinning.errors.changedMeanwhile', params: { animals: 450 } });
    expect((await performanceOf(batch!.id)).divisions.find((d) => d.id === box.id)!.current_lodge).toBe(box.current_lodge - 450);
    const mine = await t.as('tecnico', 'PUT', `/api/v2/batches/${batch!.id}/removals/${typed.id}`, { ...body, animals: 480, live_weight_kg: kg(480), replaces: stored.params });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await performanceOf(batch!.id)).divisions.find((d) => d.id === box.id)!.current_lodge).toBe(box.current_lodge - 480);
  });

  it('is undone with a reason, its birds back; a removal of another batch is a 404', async () => {
    const { batch } = await openBatchOf('Aviário 06');
    const before = await performanceOf(batch!.id);
    const box = before.divisions.find((d) => d.weight !== null && d.current_lodge > 100)!;
    const typed = batchRemovalSchema.parse(
      (await t.as('tecnico', 'POST', `/api/v2/batches/${batch!.id}/removals`, { division: box.id, removed_at: localMinutesAgo(20), animals: 100, live_weight_kg: (100 * box.weight!) / 1000 })).json(),
    );
    const { batch: other } = await openBatchOf('Aviário 01');
    expect((await t.as('tecnico', 'DELETE', `/api/v2/batches/${other!.id}/removals/${typed.id}`, { reason: 'x' })).statusCode).toBe(404);
    expect((await t.as('tecnico', 'DELETE', `/api/v2/batches/${batch!.id}/removals/${typed.id}`, {})).statusCode).toBe(400);
    // Undone from a phone that saw another count than the one stored: refused with the stored one, nothing undone.
    const stale = await t.as('tecnico', 'DELETE', `/api/v2/batches/${batch!.id}/removals/${typed.id}`, { reason: 'Caminhão não veio', replaces: { removed_at: typed.removed_at, animals: 90, live_weight_kg: typed.live_weight_kg } });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(fieldsOf(stale.body)).toEqual([['replaces', 'thinning.errors.changedMeanwhile']]);
    expect((await performanceOf(batch!.id)).removed).toBe(before.removed + 100);
    const seen = { removed_at: typed.removed_at, animals: typed.animals, live_weight_kg: typed.live_weight_kg };
    const undone = await t.as('tecnico', 'DELETE', `/api/v2/batches/${batch!.id}/removals/${typed.id}`, { reason: 'Caminhão não veio', replaces: seen });
    expect(undone.statusCode, undone.body).toBe(204);
    const after = await performanceOf(batch!.id);
    expect(after.current_lodged).toBe(before.current_lodged);
    expect(after.removed).toBe(before.removed);
    expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'batch', entity_id: batch!.id });
  });
});

describe('a lodging typed wrong', () => {
  it('is corrected: 100 birds more in a box are 100 more housed and alive; its moment only while nothing is recorded; never fewer than a box has lost', async () => {
    const { shed } = await openBatchOf('Aviário 05');
    const divisions = (await t.as('admin', 'GET', `/api/v2/sheds/${shed.id}/register`)).json<{ divisions: { id: number; capacity: number }[] }>().divisions;
    const lodged = await t.as('tecnico', 'POST', '/api/v2/batches', {
      shed: shed.id,
      identification: 'CORRIGIR-1',
      opened_at: localMinutesAgo(120),
      lineage: 'Ross 308',
      sex: 1,
      divisions: divisions.map((d) => ({ division: d.id, animals: 1_000 })),
      confirm_short_break: true,
    });
    expect(lodged.statusCode, lodged.body).toBe(201);
    const batchId = lodged.json<{ id: number }>().id;
    const before = await performanceOf(batchId);
    const box = before.divisions[0]!;

    const moved = await t.as('tecnico', 'PATCH', `/api/v2/batches/${batchId}/lodging`, { opened_at: localMinutesAgo(180), divisions: [{ division: box.id, animals: 1_100 }], reason: 'Nota do incubatório' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(lodgingSchema.parse(moved.json())).toMatchObject({ housed: before.housed + 100 });
    const after = await performanceOf(batchId);
    expect(after.housed).toBe(before.housed + 100);
    expect(after.current_lodged).toBe(before.current_lodged + 100);
    expect(after.divisions[0]!.current_lodge).toBe(1_100);
    // Read back as corrected, for the next correction to start from; another company's reader gets a 404.
    const typed = lodgingSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/lodging`)).json());
    expect(typed).toMatchObject({ identification: 'CORRIGIR-1', lineage: 'Ross 308', housed: before.housed + 100 });
    expect((await t.as('outra', 'GET', `/api/v2/batches/${batchId}/lodging`)).statusCode).toBe(404);
    // A correction from a phone that saw the lodging before this one: refused with the stored lodging, nothing changed.
    const stale = await t.as('tecnico', 'PATCH', `/api/v2/batches/${batchId}/lodging`, {
      origin: 'Incubatório Sul',
      reason: 'Nota',
      replaces: { identification: 'CORRIGIR-1', lineage: 'Ross 308', sex: 1, housed: before.housed },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(fieldsOf(stale.body)).toEqual([['replaces', 'lodging.errors.changedMeanwhile']]);
    const fresh = await t.as('tecnico', 'PATCH', `/api/v2/batches/${batchId}/lodging`, { origin: 'Incubatório Sul', reason: 'Nota', replaces: { identification: typed.identification, lineage: typed.lineage, sex: typed.sex, housed: typed.housed } });
    expect(lodgingSchema.parse(fresh.json())).toMatchObject({ origin: 'Incubatório Sul', housed: before.housed + 100 });

    // 30 dead recorded: the moment is fixed now, and the box cannot have housed fewer than 30.
    const today = localDay(new Date(), SP);
    expect((await t.as('tecnico', 'PUT', `/api/v2/batches/${batchId}/mortality`, { division: box.id, date: today, amount_mortality: 30, amount_eliminated: 0 })).statusCode).toBe(200);
    const refused = await t.as('tecnico', 'PATCH', `/api/v2/batches/${batchId}/lodging`, { opened_at: localMinutesAgo(200), divisions: [{ division: box.id, animals: 20 }], reason: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.body)).toEqual([
      ['opened_at', 'lodging.errors.hasRecords'],
      ['divisions.0.animals', 'lodging.errors.fewerThanGone'],
    ]);
    expect((await performanceOf(batchId)).housed).toBe(before.housed + 100);
    // A batch with records is corrected, not undone.
    const undo = await t.as('tecnico', 'DELETE', `/api/v2/batches/${batchId}`, { reason: 'Errado' });
    expect(undo.statusCode).toBe(409);
    expect(fieldsOf(undo.body)).toEqual([['batch', 'lodging.errors.hasRecords']]);
  });

  it('is undone while nothing was recorded of it: the shed is empty again, in its lists too', async () => {
    const { shed } = await openBatchOf('Matrizeiro 04');
    const divisions = (await t.as('admin', 'GET', `/api/v2/sheds/${shed.id}/register`)).json<{ divisions: { id: number }[] }>().divisions;
    const lodged = await t.as('admin', 'POST', '/api/v2/batches', {
      shed: shed.id,
      identification: 'ENGANO-1',
      opened_at: localMinutesAgo(30),
      lineage: 'Cobb 500',
      sex: 2,
      age_at_lodging: 147,
      divisions: divisions.map((d) => ({ division: d.id, animals: 500 })),
      confirm_short_break: true,
      confirm_over_capacity: true,
    });
    expect(lodged.statusCode, lodged.body).toBe(201);
    const batchId = lodged.json<{ id: number }>().id;
    expect((await t.as('admin', 'GET', `/api/v2/sheds/${shed.id}`)).json<{ stage: string }>().stage).toBe('lodged');
    const undone = await t.as('admin', 'DELETE', `/api/v2/batches/${batchId}`, { reason: 'Galpão errado' });
    expect(undone.statusCode, undone.body).toBe(204);
    expect((await t.as('admin', 'GET', `/api/v2/batches/${batchId}/performance`)).statusCode).toBe(404);
    expect((await t.as('admin', 'GET', `/api/v2/sheds/${shed.id}`)).json<{ stage: string }>().stage).toBe('empty_batch');
    expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'batch', entity_id: batchId });
  });
});
