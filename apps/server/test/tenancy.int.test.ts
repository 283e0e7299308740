import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shedSchema } from '@plantel/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let shedIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.query.sheds.findMany({ columns: { id: true, identification: true } });
  shedIds = Object.fromEntries(rows.map((r) => [r.identification, r.id]));
});
afterAll(() => t.close());

async function readShed(username: string, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/v2/sheds/${id}`, headers: { authorization: `Bearer ${await t.tokenFor(username)}` } });
}

describe('company and role scoping', () => {
  it("shows a Demo user their own company's broiler shed in the spec shape", async () => {
    const res = await readShed('produtor', shedIds['Aviário 01']!);
    expect(res.statusCode).toBe(200);
    const shed = shedSchema.parse(res.json());
    expect(shed).toMatchObject({ identification: 'Aviário 01', property_name: 'Sítio Boa Vista', production_type: { external_id: 3 } });
    expect(shed.shedName).toBe(shed.name);
  });

  it('hides every Demo shed from the user of company Outra (404, as if it did not exist)', async () => {
    for (const identification of ['Aviário 01', 'Matrizeiro 01', 'Poedeiras 01', 'Suínos 01']) {
      const res = await readShed('outra', shedIds[identification]!);
      expect(res.statusCode, identification).toBe(404);
      expect(res.body).not.toContain('Boa Vista');
    }
  });

  it('hides an Outra shed from every Demo user', async () => {
    for (const username of ['admin', 'produtor']) expect((await readShed(username, shedIds['Galpão A']!)).statusCode).toBe(404);
    expect((await readShed('outra', shedIds['Galpão A']!)).statusCode).toBe(200);
  });

  it("hides sheds of modules outside the user's roles", async () => {
    expect((await readShed('suinos', shedIds['Suínos 01']!)).statusCode).toBe(200);
    expect((await readShed('suinos', shedIds['Aviário 01']!)).statusCode).toBe(404);
    expect((await readShed('produtor', shedIds['Suínos 01']!)).statusCode).toBe(404);
    expect((await readShed('produtor', shedIds['Matrizeiro 01']!)).statusCode).toBe(200);
  });

  it('answers 404 for a shed id that does not exist', async () => {
    expect((await readShed('admin', 999_999)).statusCode).toBe(404);
  });
});
