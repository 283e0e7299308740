import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PRODUCTION_TYPE } from '@plantel/contracts';
import { translationsIn, type Language } from './helpers';

/**
 * A company made by the command line, taken from nothing to a live dashboard through the screens
 * alone, in pt-BR and again in en: a producer with a valid CNPJ, a property, a shed with two
 * divisions, two silos, a device and its key, a user invited for that producer who sets a password
 * through the link, a batch lodged, and readings sent by `plantel simulate --live` with that key,
 * which the dashboard shows. The producer then signs in and sees that farm and no other.
 *
 * It runs its own server on an empty embedded database (no demo), since the command line and a
 * running server cannot share one embedded database directory.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const PORT = Number(process.env.PLANTEL_E2E_PORT ?? 8181) + 20;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'senha-da-cooperativa';

/** The app's translation of a key, in the story's language. */
type TFunction = (key: string, options?: Record<string, unknown>) => string;

const STORIES: Record<'pt-BR' | 'en', { company: string; boss: string; producer: string; cnpj: string; other: string; otherCpf: string; invited: string }> = {
  'pt-BR': { company: 'Cooperativa Sul', boss: 'chefe', producer: 'Ana Lopes', cnpj: '11.222.333/0001-81', other: 'Beto Reis', otherCpf: '529.982.247-25', invited: 'ana' },
  en: { company: 'Northern Co-op', boss: 'boss', producer: 'Carla Dias', cnpj: '12.ABC.345/01DE-35', other: 'Davi Melo', otherCpf: '111.444.777-35', invited: 'carla' },
};

let dataDir: string;
let server: ChildProcess;

const plantel = (args: string[], input?: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, PLANTEL_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    input,
    encoding: 'utf8',
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'plantel-register-'));
  for (const story of Object.values(STORIES)) {
    plantel(['company', 'create', story.company]);
    plantel(
      ['user', 'create', story.boss, '--company', story.company, '--first-name', 'Chefe', '--staff', '--roles', 'frangos_de_corte=Performance,Sanidade,Nutrição,Cadastro,Usuários', '--password-stdin'],
      PASSWORD,
    );
  }
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), PLANTEL_DATA_DIR: dataDir, PLANTEL_DEMO: '0', PLANTEL_DEMO_LIVE: '0', LOG_LEVEL: 'warn', PLANTEL_PUBLIC_URL: BASE, PLANTEL_RESPONSE_CHECKS: '1' },
    stdio: 'inherit',
  });
  await expect.poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE });
  await context.addInitScript((lang) => {
    if (window === window.top) localStorage.setItem('lang', lang);
  }, language);
  return context.newPage();
}

async function signIn(page: Page, t: TFunction, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(t('auth.login.username')).fill(username);
  await page.getByLabel(t('auth.login.password')).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(`${BASE}/`);
}

/** Fills and saves a register dialog; it closes once the server took it. */
async function saveDialog(page: Page, t: TFunction, title: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  const dialog = page.getByRole('dialog', { name: title });
  await fill(dialog);
  await dialog.getByRole('button', { name: t('register.save') }).click();
  await expect(dialog).toBeHidden();
}

for (const language of ['pt-BR', 'en'] as const) {
  test(`a company goes from nothing to a live dashboard through the screens (${language})`, async ({ browser }) => {
    test.setTimeout(Number(process.env.E2E_STORY_TIMEOUT ?? 240_000));
    const t = (await translationsIn(language)) as unknown as TFunction;
    const story = STORIES[language];
    const page = await newPage(browser, language);
    await signIn(page, t, story.boss, PASSWORD);

    // 1–4. The register: producer, property, shed with two divisions, two silos.
    await page.getByRole('navigation', { name: t('layout.navigation') }).getByRole('link', { name: t('layout.register') }).click();
    await expect(page).toHaveURL(/\/settings\/register/);
    await expect(page.getByText(t('register.producers.none'))).toBeVisible();

    await page.getByRole('button', { name: t('register.producers.new') }).click();
    const producerDialog = page.getByRole('dialog', { name: t('register.producers.new') });
    await producerDialog.getByLabel(t('register.producers.name')).fill(story.producer);
    await producerDialog.getByLabel(t('register.producers.taxId')).fill(story.cnpj.replace(/.$/, (d) => String((Number.isNaN(Number(d)) ? 0 : Number(d) + 1) % 10)));
    await producerDialog.getByRole('button', { name: t('register.save') }).click();
    await expect(producerDialog.getByText(t('register.errors.taxId'))).toBeVisible();
    await producerDialog.getByLabel(t('register.producers.taxId')).fill(story.cnpj);
    await producerDialog.getByRole('button', { name: t('register.save') }).click();
    await expect(producerDialog).toBeHidden();
    await expect(page.getByRole('heading', { name: story.producer })).toBeVisible();

    await page.getByRole('tab', { name: t('register.tabs.properties') }).click();
    await page.getByRole('button', { name: t('register.properties.new') }).click();
    await saveDialog(page, t, t('register.properties.new'), async (d) => {
      await d.getByLabel(t('register.properties.name')).fill(`Sítio ${story.producer}`);
      await d.getByRole('combobox', { name: t('register.properties.producer') }).selectOption(story.producer);
      await d.getByLabel(t('register.properties.municipality')).fill('Concórdia');
      await d.getByLabel(t('register.properties.latitude')).fill('-27,23');
      await d.getByLabel(t('register.properties.longitude')).fill('-52,02');
    });
    await expect(page.getByRole('heading', { name: `Sítio ${story.producer}` })).toBeVisible();

    await page.getByRole('tab', { name: t('register.tabs.sheds') }).click();
    await page.getByRole('button', { name: t('register.sheds.new') }).click();
    await saveDialog(page, t, t('register.sheds.new'), async (d) => {
      await d.getByRole('combobox', { name: t('register.sheds.property') }).selectOption({ index: 1 });
      await d.getByLabel(t('register.sheds.identification')).fill('Aviário 1');
      await d.getByLabel(t('register.sheds.lineage')).fill('Ross 308');
      await d.getByLabel(t('register.sheds.capacity')).fill('24000');
      await d.getByLabel(t('register.sheds.floorArea')).fill('1800');
      await d.getByLabel(t('register.sheds.divisionCapacity', { n: 1 })).fill('12000');
      await d.getByRole('button', { name: t('register.sheds.addDivision') }).click();
      await d.getByLabel(t('register.sheds.divisionCapacity', { n: 2 })).fill('12000');
    });
    const shedRow = page.getByRole('region', { name: 'Aviário 1' });
    await expect(shedRow).toContainText(t('register.sheds.neverLodged'));
    await expect(shedRow).toContainText('Box 1');
    await expect(shedRow).toContainText('Box 2');

    await page.getByRole('tab', { name: t('register.tabs.silos') }).click();
    for (const silo of ['Silo A', 'Silo B']) {
      await page.getByRole('button', { name: t('register.silos.new') }).click();
      await saveDialog(page, t, t('register.silos.new'), async (d) => {
        await d.getByRole('combobox', { name: t('register.silos.shed') }).selectOption({ index: 1 });
        await d.getByLabel(t('register.silos.identification')).fill(silo);
        await d.getByLabel(t('register.silos.capacity')).fill('18000');
      });
      await expect(page.getByRole('heading', { name: silo })).toBeVisible();
    }

    // 5. A device in Box 1 and its key.
    await page.goto('/settings/devices');
    await page.getByRole('button', { name: t('devices.register') }).click();
    const deviceForm = page.getByRole('dialog', { name: t('devices.form.title') });
    await deviceForm.getByRole('combobox', { name: t('devices.form.shed') }).selectOption({ index: 1 });
    await deviceForm.getByRole('textbox', { name: t('devices.columns.identification') }).fill(`S0-${story.boss}`);
    await deviceForm.getByRole('textbox', { name: t('devices.columns.position') }).fill('Box 1');
    await deviceForm.getByRole('button', { name: t('devices.form.submit') }).click();
    await expect(deviceForm).toBeHidden();
    await page.getByRole('button', { name: t('devices.actions.issueFor', { device: `S0-${story.boss}` }) }).click();
    const issued = page.getByRole('dialog', { name: t('devices.issued.title') });
    const key = await issued.getByRole('textbox', { name: t('devices.issued.secret') }).inputValue();
    await issued.getByRole('button', { name: t('devices.issued.done') }).click();

    // 6. A user invited for the producer, who sets a password through the link.
    await page.goto('/settings/users');
    await page.getByRole('button', { name: t('userSettings.new') }).click();
    const userDialog = page.getByRole('dialog', { name: t('userSettings.newTitle') });
    await userDialog.getByLabel(t('userSettings.username')).fill(story.invited);
    await userDialog.getByLabel(t('userSettings.firstName'), { exact: true }).fill(story.producer.split(' ')[0]!);
    await userDialog.getByRole('checkbox', { name: t('modules.frangos_de_corte') }).check();
    for (const permission of ['Performance', 'Sanidade', 'Nutrição'] as const) {
      await userDialog.getByRole('checkbox', { name: t('userSettings.permissionIn', { permission: t(`permissions.${permission}`), module: t('modules.frangos_de_corte') }) }).check();
    }
    await userDialog.getByRole('combobox', { name: t('userSettings.producers') }).click();
    await page.getByRole('option', { name: story.producer }).click();
    await userDialog.getByRole('button', { name: t('userSettings.createAndInvite') }).click();
    const linkDialog = page.getByRole('dialog', { name: t('userSettings.link.title', { user: story.invited }) });
    const link = await linkDialog.getByTestId('password-link').inputValue();
    expect(link).toMatch(new RegExp(`^${BASE}/set-password#[\\w-]{40,}$`));
    await linkDialog.getByRole('button', { name: t('userSettings.link.done') }).click();

    const invitedPage = await newPage(browser, language);
    await invitedPage.goto(link);
    await expect(invitedPage.getByText(t('passwordLinks.welcome', { name: story.producer.split(' ')[0], username: story.invited }))).toBeVisible();
    await invitedPage.getByLabel(t('passwordLinks.password')).fill(PASSWORD);
    await invitedPage.getByLabel(t('passwordLinks.repeat')).fill(PASSWORD);
    await invitedPage.getByRole('button', { name: t('passwordLinks.submit') }).click();
    // Signed in with the new password at once.
    await expect(invitedPage).toHaveURL(`${BASE}/`);
    await invitedPage.evaluate(() => localStorage.removeItem('plantel_session'));
    // The link worked once.
    await invitedPage.goto(link);
    await expect(invitedPage.getByText(t('passwordLinks.errors.used'))).toBeVisible();

    // 7. The batch lodged in the shed, from the register.
    await page.goto('/settings/register?tab=sheds');
    await page.getByRole('button', { name: t('register.lodge.openFor', { shed: 'Aviário 1' }) }).click();
    const lodge = page.getByRole('dialog', { name: t('register.lodge.title', { shed: 'Aviário 1' }) });
    await lodge.getByLabel(t('register.lodge.identification')).fill('L-01');
    await lodge.getByLabel(t('register.lodge.divisionAnimals', { division: 'Box 1', capacity: 12000 })).fill('12500');
    await lodge.getByLabel(t('register.lodge.divisionAnimals', { division: 'Box 2', capacity: 12000 })).fill('11000');
    await lodge.getByRole('button', { name: t('register.lodge.submit') }).click();
    // Above a division's capacity: the server asks to confirm, and the dialog says why.
    await expect(lodge.getByText(t('lodging.errors.divisionOverCapacity', { animals: 12500, division: 'Box 1', capacity: 12000 }))).toBeVisible();
    await lodge.getByRole('button', { name: t('register.lodge.confirm') }).click();
    await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+\?batch=\d+/);
    const dashboard = new URL(page.url());

    // 8. Readings from `plantel simulate --live` with the device's key, shown on the dashboard.
    const sent = execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', 'simulate', '--live', '--url', BASE, '--key', key, '--every', '2', '--duration', '3'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(sent).toMatch(/accepted/);
    expect(sent).not.toMatch(/ 0 accepted/);
    await page.goto(dashboard.pathname.replace('/performance/', '/sanity/') + dashboard.search);
    // The enthalpy of the latest climate reading (kJ/kg): the dashboard draws from what was just sent.
    await expect(page.getByText(/^\d+[.,]\d kJ\/kg$/).first()).toBeVisible({ timeout: 20_000 });

    // The producer signs in and sees that farm and no other.
    const scoped = await page.request.post(`${BASE}/api/v1/token/`, { data: { username: story.boss, password: PASSWORD } });
    const token = ((await scoped.json()) as { access: string }).access;
    const as = { headers: { authorization: `Bearer ${token}` } };
    const other = await (await page.request.post(`${BASE}/api/v2/producers`, { ...as, data: { name: story.other, tax_id: story.otherCpf } })).json();
    const otherProperty = await (await page.request.post(`${BASE}/api/v2/properties`, { ...as, data: { name: `Granja ${story.other}`, producer: other.id } })).json();
    const otherShed = await page.request.post(`${BASE}/api/v2/sheds`, { ...as, data: { property: otherProperty.id, identification: 'Aviário 9', production_type: PRODUCTION_TYPE.broiler, capacity: 1000, divisions: [{ identification: 'Box 1', capacity: 1000 }] } });
    expect(otherShed.status()).toBe(201);

    await signIn(invitedPage, t, story.invited, PASSWORD);
    await invitedPage.goto('/broiler/sanity');
    const grid = invitedPage.getByRole('grid', { name: t('shedList.tableLabel') });
    await expect(grid.getByRole('row').filter({ hasText: 'Aviário 1' })).toHaveCount(1);
    await expect(grid.getByRole('row').filter({ hasText: 'Aviário 9' })).toHaveCount(0);
    await invitedPage.goto('/settings/register?tab=sheds');
    await expect(invitedPage.getByRole('heading', { name: 'Aviário 1' })).toBeVisible();
    await expect(invitedPage.getByRole('heading', { name: 'Aviário 9' })).toHaveCount(0);
    await expect(invitedPage.getByRole('button', { name: t('register.sheds.new') })).toHaveCount(0);
    await invitedPage.context().close();
    await page.context().close();
  });
}
