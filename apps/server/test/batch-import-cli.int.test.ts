import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/repositories/sql-text';
import { batchImportTemplate } from '../src/services/batch-import/template';
import { broilerBatch, createShed, dayAfter, daysAgo, storedCounts } from './helpers/batch-import';
import { runCliOn } from './helpers/cli-runner';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let dir: string;
let shed: number;
let otherCompanyShed: number;

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'plantel-batch-import-'));
  shed = await createShed(t.database.db, 'Demo', 3, 'Galpão CLI');
  otherCompanyShed = await createShed(t.database.db, 'Outra', 3, 'Galpão CLI da Outra');
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const cli = (args: string[]) => runCliOn(t, args);

async function file(name: string, content: string | Buffer) {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

const batchesNamed = async (identification: string) =>
  rowsOf<{ id: number; initial_lodged: number }>(await t.database.db.execute(sql`select id, initial_lodged from batches where identification = ${identification}`));

describe('plantel batch import', () => {
  it('imports a JSON file as a staff action of the company, then replaces it when imported again', async () => {
    const path = await file('lote.json', JSON.stringify(broilerBatch(shed, 'CLI-1')));
    const first = await cli(['batch', 'import', path, '--company', 'Demo']);
    expect(first, first.err).toMatchObject({ code: 0, err: '' });
    const [batch] = await batchesNamed('CLI-1');
    expect(first.out).toBe(`Lote ${batch!.id} importado: 5 pesagens, 42 dias de ração, 2 dias de mortalidade`);

    await writeFile(path, JSON.stringify(broilerBatch(shed, 'CLI-1', { housed: 18_000 })));
    const again = await cli(['batch', 'import', path, '--company', 'Demo', '--lang', 'en']);
    expect(again).toMatchObject({ code: 0, out: `Replaced batch ${batch!.id}: 5 weighings, 42 feed days, 2 mortality days` });
    expect(await batchesNamed('CLI-1')).toEqual([{ id: batch!.id, initial_lodged: 18_000 }]);
    const weighings = rowsOf<{ entered_by: number | null }>(
      await t.database.db.execute(sql`select w.entered_by from weighings w join batch_divisions d on d.id = w.division_id where d.batch_id = ${batch!.id}`),
    );
    expect(weighings.map((w) => w.entered_by)).toEqual([null, null, null, null, null]);
  });

  it('imports an .xlsx file, whatever its name, by its content', async () => {
    const { body } = await batchImportTemplate('es');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const lodging = daysAgo(10);
    workbook.getWorksheet('Lote')!.addRow([shed, 'CLI-XLSX', 'Cobb 500', 'hembra', `${lodging} 08:00`, 12_000, 41]);
    workbook.getWorksheet('Alimento')!.addRow([dayAfter(lodging, 1), 250]);
    const path = await file('historial.dat', Buffer.from(await workbook.xlsx.writeBuffer()));
    const result = await cli(['batch', 'import', path, '--company', 'Demo', '--lang', 'es']);
    expect(result, result.err).toMatchObject({ code: 0, out: expect.stringMatching(/^Lote \d+ importado: 0 pesajes, 1 días de alimento, 0 días de mortalidad$/) });
    expect((await batchesNamed('CLI-XLSX'))[0]!.initial_lodged).toBe(12_000);
  });

  it('prints every refusal with its sheet, row, column and reason, writes nothing and exits with 1', async () => {
    const lodging = daysAgo(42);
    const body = broilerBatch(otherCompanyShed, 'CLI-BAD', {
      feed: [
        { date: dayAfter(lodging, 0), kg: 10 },
        { date: dayAfter(lodging, 0), kg: 11 },
      ],
      weighings: [{ at: `${dayAfter(lodging, 3)}T10:00:00-03:00`, mean_weight: 0 }],
    });
    const path = await file('recusado.json', JSON.stringify(body));
    const before = await storedCounts(t.database.db);
    const result = await cli(['batch', 'import', path, '--company', 'Demo', '--lang', 'en']);
    expect(result.code).toBe(1);
    expect(result.err.split('\n')).toEqual([
      `Batch, row 1, Shed (id or identification): There is no shed ${otherCompanyShed} you can import into`,
      'Weighings, row 1, Mean weight (g): Must be greater than zero',
      'Feed, row 2, Date: Same day as row 1',
      'plantel: FILE: 3 value(s) refused; nothing was stored',
    ]);
    expect(await storedCounts(t.database.db)).toEqual(before);
  });

  it('refuses a file that is neither .xlsx nor JSON, a missing file and an unknown company', async () => {
    const csv = await file('lote.csv', 'galpão;lote\n1;L-1\n');
    expect(await cli(['batch', 'import', csv, '--company', 'Demo', '--lang', 'en'])).toMatchObject({
      code: 1,
      err: 'plantel: FILE: Send the batch as an .xlsx workbook (the template) or as JSON; the file sent is neither',
    });
    expect(await cli(['batch', 'import', join(dir, 'nada.json'), '--company', 'Demo'])).toMatchObject({ code: 1, err: expect.stringMatching(/cannot read .*nada\.json \(ENOENT\)/) });
    expect(await cli(['batch', 'import', csv, '--company', 'Ninguém'])).toMatchObject({ code: 1, err: 'plantel: No company "Ninguém"' });
    expect((await cli(['batch', 'import', csv, '--company', 'Demo', '--lang', 'fr'])).code).toBe(2);
    expect((await cli(['batch', 'import', csv])).code).toBe(2);
  });
});
