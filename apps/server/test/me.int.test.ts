import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, profileSchema } from '@plantel/contracts';
import { DEMO_PASSWORD } from '../src/services/demo/demo-seed.service';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/v2/me', headers: bearer(token) });
const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v2/me/password', headers: bearer(token), payload });
const signIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password } });

describe('GET /api/v2/me', () => {
  it("answers the caller's own name, company and roles", async () => {
    const res = await t.as('produtor', 'GET', '/api/v2/me');
    expect(res.statusCode, res.body).toBe(200);
    expect(profileSchema.parse(res.json())).toMatchObject({ username: 'produtor', first_name: 'Paulo', company: 'Demo', is_staff: false });
    expect(Object.keys(res.json().roles).sort()).toEqual(['frangos_de_corte', 'matrizeiro']);

    const other = await t.as('outra', 'GET', '/api/v2/me');
    expect(other.json()).toMatchObject({ username: 'outra', company: 'Outra' });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/me/password', payload: {} })).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document with its answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect((doc.paths['/api/v2/me/'] ?? doc.paths['/api/v2/me']).get.operationId).toBe('getProfile');
    const post = doc.paths['/api/v2/me/password'].post;
    expect(post.operationId).toBe('changeOwnPassword');
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
  });
});

describe('POST /api/v2/me/password', () => {
  it.each([
    ['a missing current password', { new_password: 'long-enough-1' }, 'current_password'],
    ['a wrong current password', { current_password: 'wrong', new_password: 'long-enough-1' }, 'current_password'],
    ['a short new password', { current_password: DEMO_PASSWORD, new_password: 'short' }, 'new_password'],
    ['a new password that is not text', { current_password: DEMO_PASSWORD, new_password: 12345678 }, 'new_password'],
  ])('refuses %s with a 400 naming the field, and keeps the password', async (_case, payload, field) => {
    const token = await t.tokenFor('suinos');
    const res = await changePassword(token, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual([field]);
    expect((await signIn('suinos', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('names each reason by its i18n key, with the figures it needs', async () => {
    const token = await t.tokenFor('suinos');
    const reasonOf = async (payload: object) => (await changePassword(token, payload)).json().fields.map(({ field, key, params }: { field: string; key?: string; params?: object }) => ({ field, key, params }));
    expect(await reasonOf({ current_password: 'wrong', new_password: 'long-enough-1' })).toEqual([{ field: 'current_password', key: 'account.errors.wrongCurrent', params: undefined }]);
    expect(await reasonOf({ current_password: DEMO_PASSWORD, new_password: 'short' })).toEqual([{ field: 'new_password', key: 'account.errors.tooShort', params: { min: 8 } }]);
    expect(await reasonOf({ current_password: '', new_password: 'long-enough-1' })).toEqual([{ field: 'current_password', key: 'account.errors.required', params: undefined }]);
  });

  it('refuses a new password equal to the current one', async () => {
    const first = await changePassword(await t.tokenFor('produtor'), { current_password: DEMO_PASSWORD, new_password: 'first-new-one' });
    expect(first.statusCode, first.body).toBe(200);
    const same = await changePassword(first.json().access, { current_password: 'first-new-one', new_password: 'first-new-one' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.map((f: { field: string }) => f.field)).toEqual(['new_password']);
    expect(same.json().fields[0].key).toBe('account.errors.sameAsCurrent');
  });
});

describe('a password change', () => {
  it('lets the user sign in with the new password only, revokes older tokens and hands back a working one', async () => {
    const other = await t.tokenFor('tecnico');
    const current = await t.tokenFor('tecnico');
    const res = await changePassword(current, { current_password: DEMO_PASSWORD, new_password: 'a-brand-new-one' });
    expect(res.statusCode, res.body).toBe(200);
    const { access, user } = loginResponseSchema.parse(res.json());
    expect(user.username).toBe('tecnico');

    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(current)).statusCode).toBe(401);
    expect((await profile(access)).statusCode).toBe(200);
    expect((await signIn('tecnico', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('tecnico', 'a-brand-new-one')).statusCode).toBe(200);
  });

  it('is refused to a guest (403), whose password stays', async () => {
    const res = await t.as('vendas', 'POST', '/api/v2/me/password', { current_password: DEMO_PASSWORD, new_password: 'a-brand-new-one' });
    expect(res.statusCode).toBe(403);
    expect((await signIn('vendas', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
