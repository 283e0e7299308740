import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinVersionSchema, bulletinVersionsSchema, eventsWebhookSchema, healthBookSchema, registerShedSchema } from '@plantel/contracts';
import { PlantLoopJob } from '../src/jobs/plant-loop.job';
import { resolveWebhookSecret } from '../src/services/common/secrets.service';
import { localDay } from '../src/shared/wall-time';
import { createTestApp, type TestApp } from './helpers/test-app';
import { randomCpf } from './helpers/tax-ids';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';

/*
 * A broiler flock lodged 30 days ago (São Paulo) is planned for slaughter in 5 days. Its bulletin is
 * issued by hand, sent signed to the company's events webhook, and kept as version 1; a sample
 * recorded after makes it out of date. A second flock planned for tomorrow has its bulletin issued
 * on its own once its planned day begins within 24 h, and only once.
 */
let t: TestApp;
let receiver: WebhookReceiver;
const SP = 'America/Sao_Paulo';
const DAY = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const today = localDay(new Date(), SP);

/** A lodged broiler flock of `name`, planned for `inDays` days from today; its batch and division. */
async function plannedFlock(name: string, inDays: number) {
  const producer = await t.as('admin', 'POST', '/api/v2/producers', { name: `Granja ${name}`, tax_id: randomCpf() });
  expect(producer.statusCode, producer.body).toBe(201);
  const property = await t.as('admin', 'POST', '/api/v2/properties', { name: `Sítio ${name}`, producer: producer.json<{ id: number }>().id });
  const created = registerShedSchema.parse(
    (await t.as('admin', 'POST', '/api/v2/sheds', { property: property.json<{ id: number }>().id, identification: `Aviário ${name}`, production_type: 3, capacity: 10_000, divisions: [{ identification: 'Box 1', capacity: 10_000 }] })).json(),
  );
  const lodged = await t.as('tecnico', 'POST', '/api/v2/batches', {
    shed: created.id,
    identification: `${name}-1`,
    opened_at: `${addDays(today, -30)}T08:00`,
    lineage: 'Cobb 500',
    sex: 1,
    divisions: [{ division: created.divisions[0]!.id, animals: 10_000 }],
  });
  expect(lodged.statusCode, lodged.body).toBe(201);
  const batch = lodged.json<{ id: number }>().id;
  const plan = await t.as('tecnico', 'PUT', `/api/v2/sheds/${created.id}/slaughter-plan`, { batch, target_date: addDays(today, inDays) });
  expect(plan.statusCode, plan.body).toBe(200);
  const division = healthBookSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/health-book`)).json()).divisions[0]!.id;
  return { batch, division };
}

const versions = async (batch: number) => bulletinVersionsSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/sanitary-bulletin/versions`)).json());

beforeAll(async () => {
  t = await createTestApp({ PLANTEL_WEBHOOK_PRIVATE_NETWORKS: 'true' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('the sanitary bulletin, issued and kept', () => {
  let batch: number;
  let division: number;

  it('is set to go to the company events webhook by staff only', async () => {
    expect((await t.as('produtor', 'PUT', '/api/v2/notifications/events-webhook', { url: receiver.url })).statusCode).toBe(403);
    const set = await t.as('tecnico', 'PUT', '/api/v2/notifications/events-webhook', { url: receiver.url });
    expect(set.statusCode, set.body).toBe(200);
    expect(eventsWebhookSchema.parse((await t.as('tecnico', 'GET', '/api/v2/notifications/events-webhook')).json()).url).toBe(receiver.url);
    const unknown = await t.as('tecnico', 'PUT', '/api/v2/notifications/events-webhook', { url: receiver.url, secret: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual(['secret']);
  });

  it('issued by hand, goes out signed as sanitary_bulletin.issued and is kept as version 1', async () => {
    ({ batch, division } = await plannedFlock('Boletim', 5));
    const [company] = (await t.database.db.query.batches.findMany({ where: (b, { eq }) => eq(b.id, batch) })).map((b) => b.companyId);
    receiver.secret = await resolveWebhookSecret(t.database.db, company!);
    expect((await versions(batch)).out_of_date).toBe(false);

    const issued = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/sanitary-bulletin/versions`);
    expect(issued.statusCode, issued.body).toBe(201);
    const version = bulletinVersionSchema.parse(issued.json());
    expect(version).toMatchObject({ version: 1, automatic: false, issued_by: 'Tiago', delivery: { status: 'delivered' } });
    expect(receiver.refused).toBe(0);
    const event = receiver.accepted.at(-1)!;
    expect(event.headers['x-plantel-event']).toBe('sanitary_bulletin.issued');
    expect(event.body).toMatchObject({ event: 'sanitary_bulletin.issued', company, data: { batch, version: 1, automatic: false, bulletin: { planned_slaughter_date: addDays(today, 5) } } });

    const kept = await versions(batch);
    expect(kept.results.map((v) => v.version)).toEqual([1]);
    expect(kept.out_of_date).toBe(false);
  });

  it('is out of date once a sample is recorded after it, until issued again as version 2', async () => {
    const sample = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/samples`, { kind: 'salmonella_drag_swabs', taken_on: addDays(today, -1), divisions: [division], laboratory: 'Lab Sul', sample_id: 'LS-1' });
    expect(sample.statusCode, sample.body).toBe(201);
    expect((await versions(batch)).out_of_date).toBe(true);
    expect((await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/sanitary-bulletin/versions`)).statusCode).toBe(201);
    const kept = await versions(batch);
    expect(kept.results.map((v) => v.version)).toEqual([2, 1]);
    expect(kept.results[0]!.bulletin.samples.map((s) => s.sample_id)).toEqual(['LS-1']);
    expect(kept.results[1]!.bulletin.samples).toEqual([]);
    expect(kept.out_of_date).toBe(false);
  });

  it('is issued by staff with Sanidade, read by no guest', async () => {
    // Ana, a producer, follows only her own farms: this flock is not one of them.
    expect((await t.as('produtor', 'POST', `/api/v2/batches/${batch}/sanitary-bulletin/versions`)).statusCode).toBe(404);
    expect((await t.as('vendas', 'GET', `/api/v2/batches/${batch}/sanitary-bulletin/versions`)).statusCode).toBe(403);
  });

  it('goes out on its own 24 h before the planned day, once, and says it was not sent when no address is set', async () => {
    const tomorrow = await plannedFlock('Amanhã', 1);
    const later = await plannedFlock('Depois', 3);
    const issuer = new PlantLoopJob(t.database, { intervalMs: 0, events: { allowPrivateNetworks: true } });
    // The planned day begins at midnight tomorrow, São Paulo: within 24 h of now, whatever the hour.
    const first = await issuer.runOnce(new Date());
    expect(first).toBeGreaterThanOrEqual(1);
    expect((await versions(tomorrow.batch)).results).toEqual([expect.objectContaining({ version: 1, automatic: true, issued_by: null, delivery: expect.objectContaining({ status: 'delivered' }) })]);
    expect((await versions(later.batch)).results).toEqual([]);
    expect(await issuer.runOnce(new Date())).toBe(0);
    expect((await versions(tomorrow.batch)).results).toHaveLength(1);

    await t.as('tecnico', 'PUT', '/api/v2/notifications/events-webhook', { url: null });
    const unsent = bulletinVersionSchema.parse((await t.as('tecnico', 'POST', `/api/v2/batches/${later.batch}/sanitary-bulletin/versions`)).json());
    expect(unsent.delivery).toMatchObject({ status: 'no_address', detail: null });
  });
});
