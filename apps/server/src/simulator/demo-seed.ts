import { sql } from 'drizzle-orm';
import { MODULES, PERMISSIONS, type Roles } from '@plantel/contracts';
import { advisoryLocks, type Db } from '../db/database';
import { evaluateCompanyAlerts } from '../services/alert-engine.service';
import { countCompanies, insertCompany } from '../repositories/companies.repository';
import { insertUser } from '../repositories/users.repository';
import { hashPassword } from '../services/password';
import { loadFarm } from '../services/simulation.service';
import { demoFarm, otherCompanyFarm } from './demo-farm';
import type { FarmDescription } from './farm-description';

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
  summary: string;
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', firstName: 'Ana', isStaff: true, isSuperuser: true, roles: everyModule(PERMISSIONS), summary: 'superuser, every module' },
  { username: 'tecnico', firstName: 'Tiago', isStaff: true, roles: everyModule(FEATURES), summary: 'staff technician, every module' },
  {
    username: 'produtor',
    firstName: 'Paulo',
    roles: { frangos_de_corte: [...FEATURES], matrizeiro: [...FEATURES] },
    summary: 'producer: broiler and breeder',
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
  for (const u of users) {
    await insertUser(db, {
      companyId: company.id,
      username: u.username,
      firstName: u.firstName,
      isStaff: u.isStaff ?? false,
      isSuperuser: u.isSuperuser ?? false,
      roles: u.roles,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
  }
  await loadFarm(db, company.id, farm, { seed: DEMO_SEED, now, ...DEMO_SIMULATION });
  // The alerts of the farm as it stands, as the engine will keep them from now on.
  await evaluateCompanyAlerts(db, company.id, now);
}

/** Seeds the demo companies when the database has none. Returns whether it seeded. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Copies of the server starting together against one PostgreSQL seed once.
    await tx.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.seed})`);
    const txDb = tx as unknown as Db;
    if ((await countCompanies(txDb)) > 0) return false;
    const year = now.getUTCFullYear();
    const [demo, other] = DEMO_COMPANY_NAMES;
    await seedCompany(txDb, demo, DEMO_USERS, demoFarm(year), now);
    await seedCompany(txDb, other, [OTHER_COMPANY_USER], otherCompanyFarm(year), now);
    return true;
  });
}

export function demoLoginsText(url: string): string {
  const rows = [...DEMO_USERS, OTHER_COMPANY_USER].map((u) => `  ${u.username.padEnd(10)} ${u.summary}`);
  return [`Plantel is running at ${url}`, `Demo logins (password "${DEMO_PASSWORD}"):`, ...rows].join('\n');
}
