import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PRODUCTION_TYPE } from '@plantel/contracts';
import { translationsIn, type Language } from './helpers';

/**
 * A company's first day, in pt-BR and again in en: one command (`company create NAME --admin`) makes
 * the company and its administrator; from then on the screens alone, by Home's first-run checklist:
 * a producer with a valid CNPJ, a property, a shed with two divisions, two silos, the ration types
 * the company starts with, a device and its key, a user invited for that producer who sets a
 * password through the link, a batch lodged, a feed delivery recorded, and readings the device sends
 * with its key, which the dashboard shows. The producer then signs in and sees that farm and no
 * other. The story counts its own clicks and typed fields and fails above 60 clicks.
 *
 * It runs its own server on an empty embedded database (no demo), since the command line and a
 * running server cannot share one embedded database directory.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const PORT = Number(process.env.PLANTEL_E2E_PORT ?? 8181) + 20;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'senha-da-cooperativa';
/** The most clicks a new company's first day may take, by the screens. */
const MOST_CLICKS = 60;

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
  for (const story of Object.values(STORIES)) plantel(['company', 'create', story.company, '--admin', story.boss, '--first-name', 'Chefe', '--password-stdin'], PASSWORD);
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

for (const language of ['pt-BR', 'en'] as const) {
  test(`a company goes from nothing to a live dashboard through the screens (${language})`, async ({ browser }) => {
    test.setTimeout(Number(process.env.E2E_STORY_TIMEOUT ?? 240_000));
    const t = (await translationsIn(language)) as unknown as TFunction;
    const story = STORIES[language];
    const page = await newPage(browser, language);
    // What the day costs a person: every click (and every address typed) and every field filled.
    const cost = { clicks: 0, fields: 0 };
    const click = async (target: Locator) => {
      cost.clicks += 1;
      await target.click();
    };
    const fill = async (target: Locator, value: string) => {
      cost.fields += 1;
      await target.fill(value);
    };
    const choose = async (target: Locator, option: string | { index: number }) => {
      cost.fields += 1;
      await target.selectOption(option);
    };
    const save = async (title: string, fillIn: (dialog: Locator) => Promise<void>) => {
      const dialog = page.getByRole('dialog', { name: title });
      await fillIn(dialog);
      await click(dialog.getByRole('button', { name: t('register.save') }));
      await expect(dialog).toBeHidden();
    };
    const home = () => click(page.getByRole('navigation', { name: t('layout.navigation') }).getByRole('link', { name: t('routes.Home'), exact: true }));
    const checklist = page.getByRole('region', { name: t('home.setup.title') });
    const step = (name: string) => click(checklist.getByRole('link', { name: t(`home.setup.steps.${name}`) }));

    await page.goto('/login');
    await fill(page.getByLabel(t('auth.login.username')), story.boss);
    await fill(page.getByLabel(t('auth.login.password')), PASSWORD);
    await click(page.getByRole('button', { name: t('auth.login.submit') }));
    await expect(page).toHaveURL(`${BASE}/`);

    // Home's checklist: the company already has its ration types; the producer comes first.
    await expect(checklist).toContainText(t('home.setup.progress', { done: 1, count: 8 }));

    // 1–4. The register: producer, property, shed with two divisions, two silos.
    await step('producer');
    await expect(page).toHaveURL(/\/settings\/register\?tab=producers/);
    await expect(page.getByText(t('register.producers.none'))).toBeVisible();
    await click(page.getByRole('button', { name: t('register.producers.new') }));
    const producerDialog = page.getByRole('dialog', { name: t('register.producers.new') });
    await fill(producerDialog.getByLabel(t('register.producers.name')), story.producer);
    await fill(producerDialog.getByLabel(t('register.producers.taxId')), story.cnpj.replace(/.$/, (d) => String((Number.isNaN(Number(d)) ? 0 : Number(d) + 1) % 10)));
    await click(producerDialog.getByRole('button', { name: t('register.save') }));
    await expect(producerDialog.getByText(t('register.errors.taxId'))).toBeVisible();
    await fill(producerDialog.getByLabel(t('register.producers.taxId')), story.cnpj);
    await click(producerDialog.getByRole('button', { name: t('register.save') }));
    await expect(producerDialog).toBeHidden();
    await expect(page.getByRole('heading', { name: story.producer })).toBeVisible();

    await click(page.getByRole('tab', { name: t('register.tabs.properties') }));
    await click(page.getByRole('button', { name: t('register.properties.new') }));
    await save(t('register.properties.new'), async (d) => {
      await fill(d.getByLabel(t('register.properties.name')), `Sítio ${story.producer}`);
      await choose(d.getByRole('combobox', { name: t('register.properties.producer') }), story.producer);
      await fill(d.getByLabel(t('register.properties.municipality')), 'Concórdia');
      await fill(d.getByRole('textbox', { name: t('register.properties.altitude') }), '550');
    });
    await expect(page.getByRole('heading', { name: `Sítio ${story.producer}` })).toBeVisible();

    await click(page.getByRole('tab', { name: t('register.tabs.sheds') }));
    await click(page.getByRole('button', { name: t('register.sheds.new') }));
    await save(t('register.sheds.new'), async (d) => {
      await choose(d.getByRole('combobox', { name: t('register.sheds.property') }), { index: 1 });
      await fill(d.getByLabel(t('register.sheds.identification')), 'Aviário 1');
      await fill(d.getByLabel(t('register.sheds.lineage')), 'Ross 308');
      await fill(d.getByLabel(t('register.sheds.capacity')), '24000');
      await fill(d.getByLabel(t('register.sheds.floorArea')), '1800');
      await fill(d.getByLabel(t('register.sheds.divisionCapacity', { n: 1 })), '12000');
      await click(d.getByRole('button', { name: t('register.sheds.addDivision') }));
      await fill(d.getByLabel(t('register.sheds.divisionCapacity', { n: 2 })), '12000');
    });
    const shedRow = page.getByRole('region', { name: 'Aviário 1' });
    await expect(shedRow).toContainText(t('register.sheds.neverLodged'));
    await expect(shedRow).toContainText('Box 1');
    await expect(shedRow).toContainText('Box 2');

    await click(page.getByRole('tab', { name: t('register.tabs.silos') }));
    for (const silo of ['Silo A', 'Silo B']) {
      await click(page.getByRole('button', { name: t('register.silos.new') }));
      await save(t('register.silos.new'), async (d) => {
        await choose(d.getByRole('combobox', { name: t('register.silos.shed') }), { index: 1 });
        await fill(d.getByLabel(t('register.silos.identification')), silo);
        await fill(d.getByLabel(t('register.silos.capacity')), '18000');
      });
      await expect(page.getByRole('heading', { name: silo })).toBeVisible();
    }

    // 5. Back on Home, four more steps are ticked; the ration types are the common ones of each species.
    await home();
    await expect(checklist).toContainText(t('home.setup.progress', { done: 5, count: 8 }));
    await step('ration_type');
    await expect(page.getByRole('heading', { name: 'Frango pré-inicial' })).toBeVisible();

    // 6. A device in Box 1 and its key.
    await home();
    await step('device');
    await expect(page).toHaveURL(/\/settings\/devices/);
    await click(page.getByRole('button', { name: t('devices.register') }));
    const deviceForm = page.getByRole('dialog', { name: t('devices.form.title') });
    await choose(deviceForm.getByRole('combobox', { name: t('devices.form.shed') }), { index: 1 });
    await fill(deviceForm.getByRole('textbox', { name: t('devices.columns.identification') }), `S0-${story.boss}`);
    await fill(deviceForm.getByRole('textbox', { name: t('devices.columns.position') }), 'Box 1');
    await click(deviceForm.getByRole('button', { name: t('devices.form.submit') }));
    await expect(deviceForm).toBeHidden();
    await click(page.getByRole('button', { name: t('devices.actions.issueFor', { device: `S0-${story.boss}` }) }));
    const issued = page.getByRole('dialog', { name: t('devices.issued.title') });
    const key = await issued.getByRole('textbox', { name: t('devices.issued.secret') }).inputValue();
    await click(issued.getByRole('button', { name: t('devices.issued.done') }));

    // 7. A user invited for the producer, who sets a password through the link.
    await home();
    await expect(checklist).toContainText(t('home.setup.progress', { done: 6, count: 8 }));
    await step('people');
    await click(page.getByRole('button', { name: t('userSettings.new') }));
    const userDialog = page.getByRole('dialog', { name: t('userSettings.newTitle') });
    await fill(userDialog.getByLabel(t('userSettings.username')), story.invited);
    await fill(userDialog.getByLabel(t('userSettings.firstName'), { exact: true }), story.producer.split(' ')[0]!);
    await click(userDialog.getByRole('checkbox', { name: t('modules.frangos_de_corte') }));
    for (const permission of ['Performance', 'Sanidade', 'Nutrição'] as const) {
      await click(userDialog.getByRole('checkbox', { name: t('userSettings.permissionIn', { permission: t(`permissions.${permission}`), module: t('modules.frangos_de_corte') }) }));
    }
    await click(userDialog.getByRole('combobox', { name: t('userSettings.producers') }));
    await click(page.getByRole('option', { name: story.producer }));
    await click(userDialog.getByRole('button', { name: t('userSettings.createAndInvite') }));
    const linkDialog = page.getByRole('dialog', { name: t('userSettings.link.title', { user: story.invited }) });
    const link = await linkDialog.getByTestId('password-link').inputValue();
    expect(link).toMatch(new RegExp(`^${BASE}/set-password#[\\w-]{40,}$`));
    await click(linkDialog.getByRole('button', { name: t('userSettings.link.done') }));

    const invitedPage = await newPage(browser, language);
    await invitedPage.goto(link);
    await expect(invitedPage.getByText(t('passwordLinks.welcome', { name: story.producer.split(' ')[0], username: story.invited }))).toBeVisible();
    await fill(invitedPage.getByLabel(t('passwordLinks.password')), PASSWORD);
    await fill(invitedPage.getByLabel(t('passwordLinks.repeat')), PASSWORD);
    await click(invitedPage.getByRole('button', { name: t('passwordLinks.submit') }));
    // Signed in with the new password at once.
    await expect(invitedPage).toHaveURL(`${BASE}/`);
    await invitedPage.evaluate(() => localStorage.removeItem('plantel_session'));
    // The link worked once.
    await invitedPage.goto(link);
    await expect(invitedPage.getByText(t('passwordLinks.errors.used'))).toBeVisible();

    // 8. The batch lodged in the shed, from the register; then the checklist is done and gone.
    await home();
    await expect(checklist).toContainText(t('home.setup.progress', { done: 7, count: 8 }));
    await step('lodge');
    await click(page.getByRole('button', { name: t('register.lodge.openFor', { shed: 'Aviário 1' }) }));
    const lodge = page.getByRole('dialog', { name: t('register.lodge.title', { shed: 'Aviário 1' }) });
    await fill(lodge.getByLabel(t('register.lodge.identification')), 'L-01');
    await fill(lodge.getByLabel(t('register.lodge.divisionAnimals', { division: 'Box 1', capacity: 12000 })), '12500');
    await fill(lodge.getByLabel(t('register.lodge.divisionAnimals', { division: 'Box 2', capacity: 12000 })), '11000');
    await click(lodge.getByRole('button', { name: t('register.lodge.submit') }));
    // Above a division's capacity: the server asks to confirm, and the dialog says why.
    await expect(lodge.getByText(t('lodging.errors.divisionOverCapacity', { animals: 12500, division: 'Box 1', capacity: 12000 }))).toBeVisible();
    await click(lodge.getByRole('button', { name: t('register.lodge.confirm') }));
    await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+\?batch=\d+/);
    const dashboard = new URL(page.url());

    // 9. A feed delivery into Silo A, of a broiler ration (only broilers' are offered).
    cost.clicks += 1;
    await page.goto(dashboard.pathname.replace('/performance/', '/nutrition/') + dashboard.search);
    await click(page.getByRole('button', { name: t('deliveries.open') }));
    const deliveries = page.getByRole('dialog', { name: t('deliveries.title') });
    const deliveryForm = deliveries.getByRole('form', { name: t('deliveries.form') });
    await click(deliveryForm.getByRole('combobox', { name: t('deliveries.silo') }));
    await click(page.getByRole('option', { name: 'Silo A' }));
    await click(deliveryForm.getByRole('combobox', { name: t('deliveries.rationType') }));
    await expect(page.getByRole('option', { name: 'Suíno terminação' })).toHaveCount(0);
    await click(page.getByRole('option', { name: 'Frango pré-inicial' }));
    await fill(deliveryForm.getByLabel(t('deliveries.quantity')), '6000');
    await click(deliveryForm.getByRole('button', { name: t('deliveries.add') }));
    await expect(deliveries.getByRole('table', { name: t('deliveries.table') }).getByRole('row').filter({ hasText: 'Silo A' })).toHaveCount(1);
    await click(deliveries.getByRole('button', { name: t('deliveries.close') }));

    // 10. The device sends readings with its key, and the dashboard shows them.
    const scoped = await page.request.post(`${BASE}/api/v1/token/`, { data: { username: story.boss, password: PASSWORD } });
    const token = ((await scoped.json()) as { access: string }).access;
    const as = { headers: { authorization: `Bearer ${token}` } };
    const devices = (await (await page.request.get(`${BASE}/api/v2/devices`, as)).json()) as { results: { id: number; identification: string }[] };
    const device = devices.results.find((d) => d.identification === `S0-${story.boss}`)!;
    // Since the batch arrived: the seconds just past.
    const readings = [3, 2, 1].map((secondsAgo) => ({
      device: device.id,
      message_id: `${story.boss}-${secondsAgo}`,
      device_time: new Date(Date.now() - secondsAgo * 1000).toISOString(),
      values: { environment_temperature: 27.5, humidity: 64 },
    }));
    const sent = await page.request.post(`${BASE}/api/v2/telemetry`, { headers: { authorization: `Bearer ${key}` }, data: { readings } });
    const answer = (await sent.json()) as { accepted: number };
    expect(answer.accepted, JSON.stringify(answer)).toBe(3);
    cost.clicks += 1;
    await page.goto(dashboard.pathname.replace('/performance/', '/sanity/') + dashboard.search);
    // The enthalpy of the latest climate reading (kJ/kg): the dashboard draws from what was just sent.
    await expect(page.getByText(/^\d+[.,]\d kJ\/kg$/).first()).toBeVisible({ timeout: 20_000 });

    // Every step done: Home no longer shows the checklist.
    await home();
    await expect(page.getByRole('heading', { name: t('home.modulesTitle') })).toBeVisible();
    await expect(checklist).toHaveCount(0);

    // The producer signs in and sees that farm and no other.
    const other = await (await page.request.post(`${BASE}/api/v2/producers`, { ...as, data: { name: story.other, tax_id: story.otherCpf } })).json();
    const otherProperty = await (await page.request.post(`${BASE}/api/v2/properties`, { ...as, data: { name: `Granja ${story.other}`, producer: other.id } })).json();
    const otherShed = await page.request.post(`${BASE}/api/v2/sheds`, { ...as, data: { property: otherProperty.id, identification: 'Aviário 9', production_type: PRODUCTION_TYPE.broiler, capacity: 1000, divisions: [{ identification: 'Box 1', capacity: 1000 }] } });
    expect(otherShed.status()).toBe(201);

    await invitedPage.goto('/login');
    await fill(invitedPage.getByLabel(t('auth.login.username')), story.invited);
    await fill(invitedPage.getByLabel(t('auth.login.password')), PASSWORD);
    await click(invitedPage.getByRole('button', { name: t('auth.login.submit') }));
    await expect(invitedPage).toHaveURL(`${BASE}/`);
    await invitedPage.goto('/broiler/sanity');
    const grid = invitedPage.getByRole('grid', { name: t('shedList.tableLabel') });
    await expect(grid.getByRole('row').filter({ hasText: 'Aviário 1' })).toHaveCount(1);
    await expect(grid.getByRole('row').filter({ hasText: 'Aviário 9' })).toHaveCount(0);
    await invitedPage.goto('/settings/register?tab=sheds');
    await expect(invitedPage.getByRole('heading', { name: 'Aviário 1' })).toBeVisible();
    await expect(invitedPage.getByRole('heading', { name: 'Aviário 9' })).toHaveCount(0);
    await expect(invitedPage.getByRole('button', { name: t('register.sheds.new') })).toHaveCount(0);

    // The whole day by the screens, from the administrator's first sign-in to the producer's.
    console.log(`${language}: ${cost.clicks} clicks, ${cost.fields} fields`);
    expect(cost.clicks).toBeLessThanOrEqual(MOST_CLICKS);
    await invitedPage.context().close();
    await page.context().close();
  });
}
