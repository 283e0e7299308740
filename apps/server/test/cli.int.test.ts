import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/program';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs the CLI in-process against the test app's database, capturing its output. */
async function cli(args: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    openDatabase: async () => ({ ...t.database, close: async () => {} }),
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readStdin: async () => stdin,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password } });

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
