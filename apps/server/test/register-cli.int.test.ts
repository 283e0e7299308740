import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PRODUCTION_TYPE } from '@plantel/contracts';
import { auditLog, companies, devices, sheds } from '../src/db/schema';
import { createCompany } from '../src/services/access/users.service';
import { runCliOn } from './helpers/cli-runner';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The command line takes the register as the API does, through the same services, and its changes are audited. */

let t: TestApp;
let dir: string;
let companyId: number;
const cli = (args: string[]) => runCliOn(t, args);

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'plantel-register-cli-'));
  companyId = (await createCompany(t.database.db, 'Granja do Terminal')).id;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('plantel register', () => {
  it('imports the template written by `register template`, then refuses a bad file by sheet, row and column', async () => {
    const template = join(dir, 'cadastro.xlsx');
    expect(await cli(['register', 'template', template, '--lang', 'en'])).toMatchObject({ code: 0 });
    const imported = await cli(['register', 'import', template, '--company', 'Granja do Terminal']);
    expect(imported, imported.err).toMatchObject({ code: 0 });
    expect(imported.out.split('\n')).toEqual(['Produtores: 1 novo(s), 0 atualizado(s), 0 sem mudança', 'Propriedades: 1 novo(s), 0 atualizado(s), 0 sem mudança', 'Galpões: 1 novo(s), 0 atualizado(s), 0 sem mudança', 'Silos: 1 novo(s), 0 atualizado(s), 0 sem mudança']);
    const [shed] = await t.database.db.select().from(sheds).where(eq(sheds.companyId, companyId));
    expect(shed).toMatchObject({ identification: 'Aviário 1', capacity: 24_000, ventilation: 'tunnel' });

    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ producers: [{ name: 'X', tax_id: '123' }], sheds: [{ property: 'Nenhuma', identification: 'A', production_type: PRODUCTION_TYPE.broiler, capacity: 10, divisions: 'Box 1=10' }] }));
    const refused = await cli(['register', 'import', bad, '--company', 'Granja do Terminal', '--lang', 'en']);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('Producers 1, CPF or CNPJ: Not a valid CPF or CNPJ: its check digits do not match');
    expect(refused.err).toContain('Sheds 1, Property: No property has this name, in the company or in the file');
  });

  it('registers a device through the devices service, checked and audited', async () => {
    const [shed] = await t.database.db.select({ id: sheds.id }).from(sheds).where(eq(sheds.companyId, companyId));
    const [demo] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo'));
    const [demoShed] = await t.database.db.select({ id: sheds.id }).from(sheds).where(eq(sheds.companyId, demo!.id)).limit(1);
    const foreign = await cli(['device', 'create', '--company', 'Granja do Terminal', '--shed', String(demoShed!.id), '--type', 'S0', '--identification', 'S0-X']);
    expect(foreign.code).not.toBe(0);
    expect(foreign.err).toContain('shed');
    const created = await cli(['device', 'create', '--company', 'Granja do Terminal', '--shed', String(shed!.id), '--type', 'S0', '--identification', 'S0-CLI', '--position', 'Box 1']);
    expect(created, created.err).toMatchObject({ code: 0 });
    const [device] = await t.database.db.select().from(devices).where(and(eq(devices.companyId, companyId), eq(devices.identification, 'S0-CLI')));
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'device')));
    expect(entries).toEqual([expect.objectContaining({ action: 'create', entityId: device!.id, actorName: 'cli', actorId: null, after: { shed: shed!.id, type: 'S0', position: 'Box 1' } })]);
  });

  it('deactivates and reactivates a user through the same service as the screen, audited as the command line', async () => {
    const login = () => t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'suinos', password: 'plantel' } });
    expect((await login()).statusCode).toBe(200);
    expect(await cli(['user', 'deactivate', 'suinos'])).toMatchObject({ code: 0, out: 'User suinos deactivated.' });
    expect((await login()).statusCode).toBe(401);
    expect(await cli(['user', 'reactivate', 'suinos'])).toMatchObject({ code: 0, out: 'User suinos reactivated.' });
    expect((await login()).statusCode).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'user'), eq(auditLog.actorName, 'cli')));
    expect(entries.map((e) => e.action)).toEqual(['deactivate', 'reactivate']);
    expect((await cli(['user', 'deactivate', 'nobody'])).code).not.toBe(0);
  });
});
