import { sql } from 'drizzle-orm';
import { MODULES, PERMISSIONS, type Roles } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { advisoryLocks } from '../../shared/advisory-locks';
import { evaluateCompanyAlerts } from '../alerts/detection/alert-engine.service';
import { countCompanies, insertCompany } from '../../repositories/companies.repository';
import { findProducersByName, replaceUserProducers } from '../../repositories/producers.repository';
import { findUserByUsername, insertUser } from '../../repositories/users.repository';
import { hashPassword, verifyPassword } from '../access/password';
import { loadFarm } from './simulation.service';
import { demoFarm, otherCompanyFarm } from '../../simulator/demo-farm';
import { markingRebuild } from '../../repositories/stale-rows.repository';
import type { FarmDescription } from '../../simulator/farm-description';
import { findPlannedPoultryFlocks, insertHealthProducts, insertSamples } from '../../repositories/health-book.repository';
import { DEMO_HEALTH_PRODUCTS, demoSalmonellaSamples } from './demo-health';
import { addDays, companyTimeZone } from '../common/calendar-days';
import { localDay } from '../../shared/wall-time';

export const DEMO_PASSWORD = 'plantel';
/** The companies the demo seeds, by name; their farms go on live (jobs/demo-live.job.ts). */
export const DEMO_COMPANY_NAMES = ['Demo', 'Outra'] as const;

const FEATURES = ['Performance', 'Predição', 'Sanidade', 'Nutrição'] as const;
const everyModule = (permissions: readonly (typeof PERMISSIONS)[number][]): Roles =>
  Object.fromEntries(MODULES.map((m) => [m, [...permissions]]));

interface DemoUser {
  username: string;
  firstName: string;
  isStaff?: boolean;
  isSuperuser?: boolean;
  roles: Roles;
  /** The producers whose farms alone the user follows. */
  producers?: string[];
  summary: string;
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', firstName: 'Ana', isStaff: true, isSuperuser: true, roles: everyModule(PERMISSIONS), summary: 'superuser, every module' },
  { username: 'tecnico', firstName: 'Tiago', isStaff: true, roles: everyModule(FEATURES), summary: 'staff technician, every module' },
  {
    username: 'produtor',
    firstName: 'Paulo',
    roles: { frangos_de_corte: [...FEATURES], matrizeiro: [...FEATURES] },
    producers: ['João Batista Moreira'],
    summary: 'producer linked to João Batista Moreira: broiler and breeder of his farms',
  },
  { username: 'vendas', firstName: 'Vera', roles: { frangos_de_corte: ['Vendas', 'Performance'] }, summary: 'sales guest: broiler performance, names masked' },
  { username: 'suinos', firstName: 'Sérgio', roles: { suinos: ['Nutrição'] }, summary: 'swine nutrition only' },
];

const OTHER_COMPANY_USER: DemoUser = { username: 'outra', firstName: 'Olga', roles: everyModule(FEATURES), summary: 'company "Outra", every module' };

/** Fixed, so the demo is the same farm on every start (its dates follow the start time). */
const DEMO_SEED = 2024;
/** Enough history for the 14-day charts, little enough for a start of a few seconds. */
export const DEMO_SIMULATION = { historyDays: 14, readingIntervalMinutes: 30 } as const;

async function seedCompany(db: Db, name: string, users: DemoUser[], farm: FarmDescription, now: Date) {
  const company = await insertCompany(db, name);
  const created = [];
  for (const u of users) {
    const user = await insertUser(db, {
      companyId: company.id,
      username: u.username,
      firstName: u.firstName,
      isStaff: u.isStaff ?? false,
      isSuperuser: u.isSuperuser ?? false,
      roles: u.roles,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    created.push({ id: user.id, producers: u.producers ?? [] });
  }
  await loadFarm(db, company.id, farm, { seed: DEMO_SEED, now, ...DEMO_SIMULATION });
  await insertHealthProducts(db, DEMO_HEALTH_PRODUCTS.map((p) => ({ ...p, companyId: company.id, demo: true })));
  const zone = await companyTimeZone(db, company.id);
  const planned = (await findPlannedPoultryFlocks(db, company.id)).map((b) => ({ ...b, openedOn: localDay(b.openingDate, zone) }));
  await insertSamples(db, demoSalmonellaSamples(planned, localDay(now, zone), addDays));
  for (const u of created) await replaceUserProducers(db, u.id, (await findProducersByName(db, company.id, u.producers)).map((p) => p.id));
  // The alerts of the farm as it stands, as the engine will keep them from now on.
  await evaluateCompanyAlerts(db, company.id, now);
}

/** Whether the database has no company yet, so that the demo would seed it. */
export async function demoWouldSeed(db: Db): Promise<boolean> {
  return (await countCompanies(db)) === 0;
}

/** Seeds the demo companies when the database has none. Returns whether it seeded. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Copies of the server starting together against one PostgreSQL seed once.
    await tx.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.seed})`);
    if (!(await demoWouldSeed(tx))) return false;
    // The simulator writes each batch's summary and list row with its records.
    await markingRebuild(tx, true);
    const year = now.getUTCFullYear();
    const [demo, other] = DEMO_COMPANY_NAMES;
    await seedCompany(tx, demo, DEMO_USERS, demoFarm(year), now);
    await seedCompany(tx, other, [OTHER_COMPANY_USER], otherCompanyFarm(year), now);
    return true;
  });
}

/**
 * The demo users who can sign in with the demo password: every one right after seeding; in a database
 * that was not empty, only those that are there with that password still (none in a real company's).
 */
export async function demoLoginsInUse(db: Db): Promise<DemoUser[]> {
  const candidates = [...DEMO_USERS, OTHER_COMPANY_USER];
  const usable = await Promise.all(
    candidates.map(async ({ username }) => {
      const user = await findUserByUsername(db, username);
      return user !== undefined && (await verifyPassword(DEMO_PASSWORD, user.passwordHash));
    }),
  );
  return candidates.filter((_, i) => usable[i]);
}

/** What the server prints once it listens: its address, and the demo logins that work, if any. */
export function startBanner(url: string, demoLogins: readonly DemoUser[]): string {
  const lines = [`Plantel is running at ${url}`];
  if (demoLogins.length > 0) {
    lines.push(`Demo logins (password "${DEMO_PASSWORD}"):`, ...demoLogins.map((u) => `  ${u.username.padEnd(10)} ${u.summary}`));
  }
  return lines.join('\n');
}
