import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * An installation's first run without the command line: the server, started on an empty database,
 * prints the setup address with its one-time token; the login page points to the setup page; away
 * from the server's machine (here, through a proxy) the page asks for the token, refuses a wrong one
 * under its field, and with the right one makes the company and its administrator, who lands signed
 * in on Home's first-run checklist. After that the setup page only says to sign in.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const PORT = Number(process.env.PLANTEL_E2E_PORT ?? 8181) + 21;
const BASE = `http://127.0.0.1:${PORT}`;

let dataDir: string;
let server: ChildProcess;
let printed = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'plantel-first-run-'));
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), PLANTEL_DATA_DIR: dataDir, PLANTEL_DEMO: '0', PLANTEL_DEMO_LIVE: '0', LOG_LEVEL: 'warn', PLANTEL_PUBLIC_URL: BASE, PLANTEL_RESPONSE_CHECKS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  await expect.poll(() => printed, { timeout: 120_000 }).toContain('/setup#');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
});

test('the first company and its administrator are made on the setup page, with the printed token', async ({ browser }) => {
  const token = /\/setup#([\w-]+)/.exec(printed)![1]!;
  expect(printed).toContain(`${BASE}/setup#${token}`);
  // A proxy between the browser and the server: the server does not take the request for its own machine's.
  const context = await browser.newContext({ baseURL: BASE, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.9' } });
  const page = await context.newPage();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Criar a empresa' }).click();
  await expect(page).toHaveURL(`${BASE}/setup`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primeira instalação');

  await page.getByLabel('Código de instalação').fill('not-the-token');
  await page.getByLabel('Nome da empresa').fill('Granja Primeira');
  await page.getByLabel('Usuário do administrador').fill('dona');
  await page.getByLabel('Nome do administrador').fill('Dora');
  await page.getByLabel(/^Nova senha/).fill('senha-da-dona-1');
  await page.getByLabel(/^Repita a senha/).fill('senha-da-dona-1');
  await page.getByRole('button', { name: 'Criar a empresa' }).click();
  await expect(page.getByText('Código de instalação errado ou ausente: ele é escrito quando o servidor inicia')).toBeVisible();

  await page.getByLabel('Código de instalação').fill(token);
  await page.getByRole('button', { name: 'Criar a empresa' }).click();
  // Signed in, on Home, with the checklist of a company with no shed.
  await expect(page).toHaveURL(`${BASE}/`);
  const checklist = page.getByRole('region', { name: 'Primeiros passos da empresa' });
  await expect(checklist.getByRole('link', { name: '1. Cadastrar um produtor' })).toBeVisible();

  await page.goto('/setup');
  await expect(page.getByText('Esta instalação já tem empresa.', { exact: false })).toBeVisible();
  await context.close();
});
