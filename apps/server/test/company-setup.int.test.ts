import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_ROLE, MODULES, PRODUCTION_TYPE_MODULE, apiErrorSchema, auditListSchema, loginResponseSchema, rationTypeListSchema, registerShedListSchema, sanitaryBreakSettingsSchema, setupChecklistSchema } from '@plantel/contracts';
import { runCliOn } from './helpers/cli-runner';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A company's first day: one command makes the company and its administrator, who holds every
 * module and permission; from then on everything is done through the API the screens use. The
 * company starts with the common ration types of each species, which it edits as its own.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function cli(args: string[], stdin = '') {
  const run = await runCliOn(t, args, stdin, { publicUrl: 'https://plantel.example.com', publicUrlSet: true });
  return { code: run.code, out: [run.out, run.err].filter(Boolean).join('\n') };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('plantel company create NAME --admin USERNAME', () => {
  let token: string;

  it('creates the company and an administrator holding every module and permission, with a single-use link to set his password', async () => {
    const run = await cli(['company', 'create', 'Integradora Nova', '--admin', 'maria', '--first-name', 'Maria']);
    expect(run.code, run.out).toBe(0);
    const url = run.out.split('\n').find((l) => l.startsWith('https://plantel.example.com/set-password#'));
    expect(url, run.out).toBeDefined();
    const redeem = await t.app.inject({ method: 'POST', url: '/api/v2/password-links/redeem', payload: { token: new URL(url!).hash.slice(1), password: 'maria-first-day' } });
    expect(redeem.statusCode, redeem.body).toBe(200);
    const login = loginResponseSchema.parse((await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'maria', password: 'maria-first-day' } })).json());
    expect(login.user).toMatchObject({ is_staff: true, is_superuser: true, roles: EVERY_ROLE });
    token = login.access;
    // The register and the people are hers at once.
    const producer = await t.app.inject({ method: 'POST', url: '/api/v2/producers', headers: bearer(token), payload: { name: 'Carlos Pereira', tax_id: '529.982.247-25' } });
    expect(producer.statusCode, producer.body).toBe(201);
    const users = await t.app.inject({ url: '/api/v2/users', headers: bearer(token) });
    expect(users.json<{ results: { username: string }[] }>().results.map((u) => u.username)).toEqual(['maria']);
    const audit = auditListSchema.parse((await t.app.inject({ url: '/api/v2/audit?entity=company', headers: bearer(token) })).json());
    expect(audit.results).toMatchObject([{ action: 'create', actor: 'cli', label: 'Integradora Nova' }]);
  });

  it("ticks the first-run checklist as each step is done: a producer and the common ration types, nothing else yet", async () => {
    const setup = setupChecklistSchema.parse((await t.app.inject({ url: '/api/v2/home/setup', headers: bearer(token) })).json());
    expect(Object.fromEntries(setup.steps.map((s) => [s.step, s.done]))).toEqual({ producer: true, property: false, shed: false, silo: false, ration_type: true, device: false, people: false, lodge: false });
    expect(setup.complete).toBe(false);
    // The demo has everything but a key its devices send with (the living demo makes one when it runs).
    const demo = async () => setupChecklistSchema.parse((await t.as('admin', 'GET', '/api/v2/home/setup')).json());
    expect((await demo()).steps.filter((s) => !s.done)).toEqual([{ step: 'device', done: false }]);
    expect((await t.as('admin', 'POST', '/api/v2/ingest-keys/gateways', { label: 'Gateway da granja' })).statusCode).toBe(201);
    expect((await demo()).complete).toBe(true);
    expect((await t.as('produtor', 'GET', '/api/v2/home/setup')).statusCode).toBe(403);
  });

  it('starts the company with common ration types of each species, and offers a species only its own and those of any', async () => {
    const all = rationTypeListSchema.parse((await t.app.inject({ url: '/api/v1/ration-types', headers: bearer(token) })).json());
    for (const module of MODULES) expect(all.results.some((r) => r.module === module), module).toBe(true);
    const broiler = rationTypeListSchema.parse((await t.app.inject({ url: '/api/v1/ration-types?module=frangos_de_corte', headers: bearer(token) })).json());
    expect(broiler.count).toBeGreaterThan(0);
    expect(broiler.results.every((r) => r.module === 'frangos_de_corte' || r.module === null)).toBe(true);
    expect(broiler.results.map((r) => r.name)).not.toContain('Suíno terminação');
  });

  it('sets the password at once with --password-stdin, and refuses a taken company name or username with a clear line', async () => {
    const withPassword = await cli(['company', 'create', 'Granja Dois', '--admin', 'joana', '--password-stdin'], 'joana-pass-123\n');
    expect(withPassword.code, withPassword.out).toBe(0);
    expect(withPassword.out).not.toContain('set-password');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'joana', password: 'joana-pass-123' } })).statusCode).toBe(200);

    const sameName = await cli(['company', 'create', 'Granja Dois', '--admin', 'outra_joana']);
    expect(sameName.code).not.toBe(0);
    expect(sameName.out).toContain('already exists');
    const sameUser = await cli(['company', 'create', 'Granja Três', '--admin', 'joana']);
    expect(sameUser.code).not.toBe(0);
    expect(sameUser.out).toContain('user "joana" already exists');
    // Nothing half made: the company of the refused administrator does not exist.
    expect((await cli(['company', 'list'])).out).not.toContain('Granja Três');
  });
});

describe('ration types, by the screens', () => {
  it('lets the register create and change the company’s types, audited, and refuses a repeated name', async () => {
    const created = await t.as('admin', 'POST', '/api/v2/ration-types', { name: 'Frango pós-abate', phase: 'general', module: 'frangos_de_corte', density: 640 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const again = await t.as('admin', 'POST', '/api/v2/ration-types', { name: 'frango PÓS-abate', phase: 'general', module: null, density: 640 });
    expect(again.statusCode).toBe(400);
    expect(apiErrorSchema.parse(again.json()).fields?.[0]).toMatchObject({ field: 'name', key: 'rationTypes.errors.nameTaken' });
    const patched = await t.as('admin', 'PATCH', `/api/v2/ration-types/${id}`, { density: 655 });
    expect(patched.json()).toMatchObject({ id, density: 655, module: 'frangos_de_corte' });
    const audit = auditListSchema.parse((await t.as('admin', 'GET', `/api/v2/audit?entity=ration_type&entity_id=${id}`)).json());
    expect(audit.results.map((e) => e.action)).toEqual(['update', 'create']);
  });

  it('refuses bad input by field, unknown keys by name, and anyone without Cadastro in the species', async () => {
    const bad = await t.as('admin', 'POST', '/api/v2/ration-types', { name: '', phase: 'x', module: 'frangos_de_corte', density: 5, colour: 'red' });
    expect(bad.statusCode).toBe(400);
    const fields = apiErrorSchema.parse(bad.json()).fields!.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['colour']));
    const noUnknown = await t.as('admin', 'POST', '/api/v2/ration-types', { name: 'Leve', phase: 'general', module: 'suinos', density: 5 });
    expect(apiErrorSchema.parse(noUnknown.json()).fields?.[0]).toMatchObject({ field: 'density' });
    for (const user of ['tecnico', 'produtor', 'suinos']) {
      expect((await t.as(user, 'POST', '/api/v2/ration-types', { name: `Tipo ${user}`, phase: 'general', module: 'suinos', density: 600 })).statusCode, user).toBe(403);
    }
    const outra = rationTypeListSchema.parse((await t.as('outra', 'GET', '/api/v1/ration-types')).json()).results[0]!;
    expect((await t.as('admin', 'PATCH', `/api/v2/ration-types/${outra.id}`, { density: 600 })).statusCode).toBe(404);
  });
});

describe('the demo register', () => {
  it('gives every seeded shed its divisions and capacity, so an empty shed lodges at once', async () => {
    const sheds = registerShedListSchema.parse((await t.as('admin', 'GET', '/api/v2/sheds?limit=1000')).json()).results;
    expect(sheds.length).toBeGreaterThan(0);
    for (const shed of sheds) {
      expect(shed.divisions.length, shed.identification).toBeGreaterThan(0);
      expect(shed.capacity, shed.identification).toBe(shed.divisions.reduce((sum, d) => sum + d.capacity, 0));
    }
    const empty = sheds.find((s) => s.open_batch === null && s.production_type === 3);
    expect(empty).toBeDefined();
    const res = await t.as('admin', 'POST', '/api/v2/batches', {
      shed: empty!.id,
      identification: 'DEMO-NOVO',
      opened_at: new Date(Date.now() - 86_400_000).toISOString().slice(0, 16),
      lineage: 'Ross 308',
      sex: 1,
      divisions: empty!.divisions.map((d) => ({ division: d.id, animals: Math.floor(d.capacity * 0.9) })),
      confirm_short_break: true,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('archiving what houses a flock', () => {
  it('refuses a shed, its property and its producer while the shed houses an open batch, naming both in the reader’s words', async () => {
    const sheds = registerShedListSchema.parse((await t.as('admin', 'GET', '/api/v2/sheds?limit=1000')).json()).results;
    const housing = sheds.find((s) => s.open_batch !== null)!;
    const housingOf = (owner: (s: (typeof sheds)[number]) => boolean) => sheds.filter((s) => owner(s) && s.open_batch).map((s) => ({ shed: s.identification, batch: s.open_batch!.identification }));
    for (const [url, housed] of [
      [`/api/v2/sheds/${housing.id}/archive`, housingOf((s) => s.id === housing.id)],
      [`/api/v2/properties/${housing.property.id}/archive`, housingOf((s) => s.property.id === housing.property.id)],
      [`/api/v2/producers/${housing.producer.id}/archive`, housingOf((s) => s.producer.id === housing.producer.id)],
    ] as const) {
      const res = await t.as('admin', 'POST', url);
      expect(res.statusCode, url).toBe(409);
      const field = apiErrorSchema.parse(res.json()).fields?.[0];
      expect(field?.key).toBe('register.errors.housesBatch');
      expect(housed).toContainEqual(field?.params);
    }
  });
});

describe("a shed's núcleo", () => {
  it('is registered with the shed, audited, and is what the shed lists show and find by search', async () => {
    const shed = registerShedListSchema.parse((await t.as('admin', 'GET', '/api/v2/sheds?search=Avi%C3%A1rio%2002')).json()).results[0]!;
    const patched = await t.as('admin', 'PATCH', `/api/v2/sheds/${shed.id}`, { core: 'Núcleo Oeste' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ core: 'Núcleo Oeste' });
    const list = (await t.as('admin', 'GET', `/api/v2/sheds/performance?module=frangos_de_corte&search=N%C3%BAcleo%20Oeste`)).json<{ results: { id: number; core: string }[] }>();
    expect(list.results.map((r) => [r.id, r.core])).toEqual([[shed.id, 'Núcleo Oeste']]);
    const audit = auditListSchema.parse((await t.as('admin', 'GET', `/api/v2/audit?entity=shed&entity_id=${shed.id}`)).json());
    expect(audit.results[0]).toMatchObject({ action: 'update', after: { core: 'Núcleo Oeste' } });
  });
});

describe('the sanitary break of each module', () => {
  it("is set per module by the register's editors, audited, and a lodging asks to confirm by its shed's module", async () => {
    const defaults = sanitaryBreakSettingsSchema.parse((await t.as('produtor', 'GET', '/api/v2/settings/sanitary-break')).json());
    expect(defaults).toEqual({ frangos_de_corte: 12, matrizeiro: 12, aves_poedeiras: 12, suinos: 12 });
    const wanted = { frangos_de_corte: 60, matrizeiro: 21, aves_poedeiras: 28, suinos: 7 };
    const refused = await t.as('tecnico', 'PUT', '/api/v2/settings/sanitary-break', wanted);
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json()).fields?.map((f) => f.field)).toEqual(['frangos_de_corte', 'matrizeiro', 'aves_poedeiras', 'suinos']);
    expect((await t.as('admin', 'PUT', '/api/v2/settings/sanitary-break', { ...wanted, suinos: 181 })).statusCode).toBe(400);
    const saved = await t.as('admin', 'PUT', '/api/v2/settings/sanitary-break', wanted);
    expect(saved.json()).toEqual(wanted);
    const audit = auditListSchema.parse((await t.as('admin', 'GET', '/api/v2/audit?entity=company')).json());
    expect(audit.results[0]).toMatchObject({ action: 'update', after: { frangos_de_corte: 60, suinos: 7 } });

    const sheds = registerShedListSchema.parse((await t.as('admin', 'GET', '/api/v2/sheds?limit=1000')).json()).results;
    const empty = sheds.find((s) => s.open_batch === null && s.empty_days !== null && s.empty_days < wanted[PRODUCTION_TYPE_MODULE[s.production_type]!])!;
    expect(empty, 'an empty shed within its module’s break').toBeDefined();
    const res = await t.as('admin', 'POST', '/api/v2/batches', {
      shed: empty.id,
      identification: 'VAZIO-60',
      opened_at: new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 16),
      lineage: 'Linhagem',
      sex: 2,
      divisions: empty.divisions.map((d) => ({ division: d.id, animals: 100 })),
    });
    expect(res.statusCode, res.body).toBe(409);
    const minimum = wanted[PRODUCTION_TYPE_MODULE[empty.production_type]!];
    expect(apiErrorSchema.parse(res.json()).fields).toContainEqual(expect.objectContaining({ field: 'confirm_short_break', params: expect.objectContaining({ minimum }) }));
  });
});
