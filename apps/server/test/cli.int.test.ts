import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { shedListSchema } from '@plantel/contracts';
import { rowsOf } from '../src/repositories/sql-text';
import { localServerUrl } from '../src/cli/live-simulation';
import { runCli } from '../src/cli/program';
import { runCliOn } from './helpers/cli-runner';
import { createTestDatabase } from './helpers/test-database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cli = (args: string[], stdin = '') => runCliOn(t, args, stdin);

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password } });

describe('plantel … list', () => {
  it('says so when a list is empty', async () => {
    const empty = await createTestDatabase({ empty: true });
    try {
      await empty.migrate();
      const onEmpty = (args: string[]) => runCli(args, { openDatabase: async () => ({ ...empty, close: async () => {} }), out: (l) => lines.push(l), err: (l) => lines.push(l), readStdin: async () => '' });
      const lines: string[] = [];
      expect(await onEmpty(['user', 'list'])).toBe(0);
      expect(await onEmpty(['company', 'list'])).toBe(0);
      expect(lines).toEqual(['No users yet: plantel user create <username> --company <name> adds one.', 'No companies yet: plantel company create <name> adds one.']);
      await onEmpty(['company', 'create', 'Granja Vazia']);
      lines.length = 0;
      expect(await onEmpty(['device', 'list', '--company', 'Granja Vazia'])).toBe(0);
      expect(lines).toEqual(['No devices in company "Granja Vazia": plantel device create adds one.']);
    } finally {
      await empty.close();
    }
    // Migrating an empty database takes a while on a busy machine.
  }, 120_000);
});

describe('plantel user …', () => {
  it('creates a user who can then sign in with the given roles', async () => {
    const created = await cli([
      'user', 'create', 'carla', '--company', 'Demo', '--password', 'galinha-123', '--first-name', 'Carla',
      '--roles', 'frangos_de_corte=Performance,Sanidade;suinos=Nutrição',
    ]);
    expect(created).toMatchObject({ code: 0, err: '' });
    const res = await login('carla', 'galinha-123');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      person: { first_name: 'Carla' },
      roles: { frangos_de_corte: ['Performance', 'Sanidade'], suinos: ['Nutrição'] },
    });
    expect((await cli(['user', 'list'])).out).toMatch(/carla\s+Demo/);
  });

  it('changes a password: the old one stops working, the new one works', async () => {
    await cli(['user', 'create', 'davi', '--company', 'Outra', '--password', 'first-pass-1']);
    expect((await login('davi', 'first-pass-1')).statusCode).toBe(200);
    const changed = await cli(['user', 'passwd', 'davi', '--password-stdin'], 'second-pass-2\n');
    expect(changed.code).toBe(0);
    expect((await login('davi', 'first-pass-1')).statusCode).toBe(401);
    expect((await login('davi', 'second-pass-2')).statusCode).toBe(200);
  });

  it('replaces roles and deletes users', async () => {
    await cli(['user', 'create', 'eva', '--company', 'Demo', '--password', 'eva-pass-123', '--roles', '{"suinos":["Nutrição"]}']);
    expect((await cli(['user', 'set-roles', 'eva', 'matrizeiro=Performance'])).code).toBe(0);
    expect((await login('eva', 'eva-pass-123')).json().user.roles).toEqual({ matrizeiro: ['Performance'] });
    expect((await cli(['user', 'delete', 'eva'])).code).toBe(0);
    expect((await login('eva', 'eva-pass-123')).statusCode).toBe(401);
  });

  it('links a user to producers: they then read only those producers\' sheds, and set-producers changes the link', async () => {
    const broilerSheds = async () => {
      const headers = { authorization: `Bearer ${await t.tokenFor('fabio', 'fabio-pass-1')}` };
      const res = await t.app.inject({ url: '/api/v2/sheds/performance?module=frangos_de_corte&limit=100', headers });
      return shedListSchema
        .parse(res.json())
        .results.map((s) => s.identification)
        .sort();
    };
    const created = await cli([
      'user', 'create', 'fabio', '--company', 'Demo', '--password', 'fabio-pass-1', '--roles', 'frangos_de_corte=Performance',
      '--producer', 'Roberto Schmidt', '--producer', 'Ana Cristina Lopes',
    ]);
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(await broilerSheds()).toEqual(['Aviário 07']);
    expect((await cli(['user', 'list'])).out).toMatch(/fabio\s+Demo.*producers: Ana Cristina Lopes; Roberto Schmidt/);

    expect((await cli(['user', 'set-producers', 'fabio', 'João Batista Moreira'])).code).toBe(0);
    expect(await broilerSheds()).toEqual(['Aviário 01', 'Aviário 02', 'Aviário 03', 'Aviário 04', 'Aviário 05', 'Aviário 06']);
    // Linked to none, the user follows the whole company again.
    expect((await cli(['user', 'set-producers', 'fabio'])).code).toBe(0);
    expect(await broilerSheds()).toHaveLength(7);
  });

  it('refuses a producer of another company, and creates no user then', async () => {
    const result = await cli(['user', 'create', 'gil', '--company', 'Demo', '--password', 'gil-pass-123', '--producer', 'Maria Aparecida Souza']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/producer: "Maria Aparecida Souza" is not a producer of company "Demo"/);
    expect((await login('gil', 'gil-pass-123')).statusCode).toBe(401);
    expect((await cli(['user', 'set-producers', 'ghost', 'Roberto Schmidt'])).err).toMatch(/user "ghost" does not exist/);
  });

  it.each([
    [['user', 'create', 'x1', '--company', 'Nowhere', '--password', 'long-enough'], /company "Nowhere" does not exist/],
    [['user', 'create', 'produtor', '--company', 'Demo', '--password', 'long-enough'], /user "produtor" already exists/],
    [['user', 'create', 'x2', '--company', 'Demo', '--password', 'short'], /password: must have at least 8 characters/],
    [['user', 'create', 'x3', '--company', 'Demo'], /give --password/],
    [['user', 'create', 'bad name', '--company', 'Demo', '--password', 'long-enough'], /username/],
    [['user', 'create', 'x4', '--company', 'Demo', '--password', 'long-enough', '--roles', 'galinhas=Performance'], /roles/],
    [['user', 'set-roles', 'produtor', 'suinos=Voar'], /roles/],
    [['user', 'passwd', 'ghost', '--password', 'long-enough'], /user "ghost" does not exist/],
    [['user', 'delete', 'ghost'], /user "ghost" does not exist/],
  ])('refuses %j with exit code 1 and says why', async (args, message) => {
    const result = await cli(args);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(message);
  });

  it.each([[['user', 'frobnicate']], [['user', 'create']], [['user', 'create', 'x5', '--password', 'long-enough']], [[]]])(
    'answers bad usage %j with exit code 2 and help',
    async (args) => {
      const result = await cli(args);
      expect(result.code).toBe(2);
      expect(result.err + result.out).toMatch(/usage|error|help/i);
    },
  );
});

describe('plantel company …', () => {
  it('creates and lists companies, refusing duplicates', async () => {
    expect((await cli(['company', 'create', 'Cooperativa Sul'])).code).toBe(0);
    expect((await cli(['company', 'list'])).out).toMatch(/Cooperativa Sul/);
    expect(await cli(['company', 'create', 'Cooperativa Sul'])).toMatchObject({ code: 1, err: expect.stringMatching(/already exists/) });
  });
});

describe('plantel device … and key …', () => {
  const telemetryDevices = (key: string) => t.app.inject({ method: 'GET', url: '/api/v2/telemetry/devices', headers: { authorization: `Bearer ${key}` } });
  const keyOf = (out: string) => /Key \d+: (plk_\S+)/.exec(out)![1]!;

  it('registers a device, lists it, issues and rotates its key, and revokes it', async () => {
    const [shed] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select s.id from sheds s join companies c on c.id = s.company_id where c.name = 'Demo' order by s.id limit 1`));
    const created = await cli(['device', 'create', '--company', 'Demo', '--shed', String(shed!.id), '--type', 'S0', '--identification', 'CLI-S0', '--position', 'Box 1']);
    expect(created).toMatchObject({ code: 0, err: '' });
    const id = /Registered device (\d+)/.exec(created.out)![1]!;
    expect((await cli(['device', 'list', '--company', 'Demo', '--shed', String(shed!.id)])).out).toMatch(new RegExp(`${id}\\s+S0\\s+CLI-S0\\s+.*Box 1\\s+never`));

    const first = keyOf((await cli(['device', 'key', id, '--company', 'Demo'])).out);
    const listed = await telemetryDevices(first);
    expect(listed.json().results.map((d: { id: number }) => d.id)).toEqual([Number(id)]);
    const second = keyOf((await cli(['device', 'key', id, '--company', 'Demo'])).out);
    expect((await telemetryDevices(first)).statusCode).toBe(401);
    expect((await telemetryDevices(second)).statusCode).toBe(200);
    expect((await cli(['device', 'revoke', id, '--company', 'Demo'])).out).toBe('Revoked 1 key.');
    expect((await telemetryDevices(second)).statusCode).toBe(401);
  });

  it('refuses a device type it does not know, a shed of another company, and keys of another company', async () => {
    const badType = await cli(['device', 'create', '--company', 'Demo', '--shed', '1', '--type', 'thermometer', '--identification', 'X']);
    expect(badType.code).toBe(2);
    expect(badType.err).toMatch(/must be one of S0, D0/);
    const [foreign] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select s.id from sheds s join companies c on c.id = s.company_id where c.name = 'Outra' limit 1`));
    const badShed = await cli(['device', 'create', '--company', 'Demo', '--shed', String(foreign!.id), '--type', 'S0', '--identification', 'X']);
    expect(badShed).toMatchObject({ code: 1, err: expect.stringContaining('shed: is not a shed of the company') });
    const gateway = await cli(['key', 'create', '--company', 'Demo', '--label', 'Granja']);
    const keyId = /Key (\d+):/.exec(gateway.out)![1]!;
    expect((await cli(['key', 'revoke', keyId, '--company', 'Outra'])).code).toBe(1);
    expect((await cli(['key', 'revoke', keyId, '--company', 'Demo'])).out).toBe(`Revoked key ${keyId}.`);
  });

  it("simulate --live sends its devices' readings to a running server, which writes them", async () => {
    const key = keyOf((await cli(['key', 'create', '--company', 'Demo', '--label', 'Simulação ao vivo'])).out);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const count = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from s0_readings where measured_at > now() - interval '1 minute'`))[0]!.n;
    const before = await count();
    const run = await cli(['simulate', '--live', '--url', url, '--key', key, '--every', '1', '--duration', '1']);
    expect(run).toMatchObject({ code: 0, err: '' });
    const sent = [...run.out.matchAll(/sent (\d+) readings: (\d+) accepted/g)];
    expect(sent).toHaveLength(2);
    for (const [, total, accepted] of sent) expect(accepted).toBe(total);
    expect(await count()).toBeGreaterThan(before);
    expect((await cli(['simulate', '--live', '--url', url, '--key', 'plk_nope'])).err).toMatch(/refused the key: Unknown ingest key/);
    expect((await cli(['simulate', '--live', '--url', url, '--key', key, '--time-zone', 'Mars/Olympus_Mons'])).err).toMatch(/time-zone.*IANA time zone/);
    expect((await cli(['simulate', '--days', '3'])).err).toMatch(/--sheds/);
  });

  it('simulate --live --mqtt needs no --url: the server is the local one on $PORT, which lists the devices', async () => {
    const key = keyOf((await cli(['key', 'create', '--company', 'Demo', '--label', 'Simulação MQTT'])).out);
    const url = t.app.server.listening ? t.app.listeningOrigin : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = process.env.PORT;
    process.env.PORT = new URL(url).port;
    try {
      const run = await cli(['simulate', '--live', '--mqtt', 'mqtt://127.0.0.1:1883', '--key', key, '--every', '1', '--duration', '1']);
      expect(run).toMatchObject({ code: 0, err: '' });
      expect(run.out).toMatch(/over MQTT \(mqtt:\/\/127\.0\.0\.1:1883\)/);
      expect(run.out).toMatch(/published \d+ readings to plantel\/\d+\/gateway\/telemetry/);
    } finally {
      if (port === undefined) delete process.env.PORT;
      else process.env.PORT = port;
    }
    expect(localServerUrl({})).toBe('http://localhost:8080');
    const help = await cli(['simulate', '--help']);
    expect(help.out + help.err).toMatch(/--mqtt asks it too/);
  });
});
