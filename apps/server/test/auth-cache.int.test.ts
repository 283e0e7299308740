import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shedListSchema, type Roles } from '@plantel/contracts';
import { users } from '../src/db/schema';
import { forgetPrincipals } from '../src/services/access/principal-cache';
import { setRoles } from '../src/services/access/users.service';
import { createTestApp, type TestApp } from './helpers/test-app';

// A token's user is looked up once per PLANTEL_AUTH_CACHE_MS (a minute here, to tell the cases apart):
// changes made through this process apply at once, others within that bound.
let t: TestApp;
let roles: Roles;
beforeAll(async () => {
  t = await createTestApp({ PLANTEL_AUTH_CACHE_MS: '60000' });
  roles = (await t.database.db.select({ roles: users.roles }).from(users).where(eq(users.username, 'produtor')))[0]!.roles;
});
afterAll(() => t.close());

const listed = async () => {
  const res = await t.as('produtor', 'GET', '/api/v2/sheds/performance?module=frangos_de_corte');
  expect(res.statusCode, res.body).toBe(200);
  return shedListSchema.parse(res.json()).count;
};

describe('the token look-up cache', () => {
  it('applies a role change made through the server on the next request', async () => {
    expect(await listed()).toBeGreaterThan(0);
    await setRoles(t.database.db, 'produtor', {});
    expect(await listed()).toBe(0);
  });

  it('sees a change made beside it (another copy, SQL) once the bound has passed, here once the cache is let go', async () => {
    await t.database.db.update(users).set({ roles }).where(eq(users.username, 'produtor'));
    expect(await listed()).toBe(0);
    forgetPrincipals();
    expect(await listed()).toBeGreaterThan(0);
  });

  it('rejects a token at once after a password change, though its user was looked up a moment before', async () => {
    const token = await t.tokenFor('suinos');
    const me = () => t.app.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/me/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: 'plantel', new_password: 'another-password-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });
});
