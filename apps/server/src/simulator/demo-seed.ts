import { sql } from 'drizzle-orm';
import { MODULES, PERMISSIONS, type Roles } from '@plantel/contracts';
import { advisoryLocks, type Db } from '../db/database';
import { countCompanies, insertCompany } from '../repositories/companies.repository';
import { insertProducer, insertProperty, insertSheds } from '../repositories/farms.repository';
import { insertUser } from '../repositories/users.repository';
import { hashPassword } from '../services/password';

export const DEMO_PASSWORD = 'plantel';

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

async function seedCompany(
  db: Db,
  spec: { company: string; producer: string; property: string; users: DemoUser[]; sheds: [string, string, number][] },
) {
  const company = await insertCompany(db, spec.company);
  for (const u of spec.users) {
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
  const producer = await insertProducer(db, company.id, spec.producer);
  const property = await insertProperty(db, {
    companyId: company.id,
    producerId: producer.id,
    name: spec.property,
    ownerName: spec.producer,
  });
  await insertSheds(
    db,
    spec.sheds.map(([identification, core, productionType]) => ({
      companyId: company.id,
      propertyId: property.id,
      identification,
      name: `${spec.property} - ${identification}`,
      core,
      productionTypeExternalId: productionType,
    })),
  );
}

/** Seeds the demo companies when the database has none. Returns whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Copies of the server starting together against one PostgreSQL seed once.
    await tx.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.seed})`);
    const txDb = tx as unknown as Db;
    if ((await countCompanies(txDb)) > 0) return false;
    await seedCompany(txDb, {
      company: 'Demo',
      producer: 'João Batista Moreira',
      property: 'Sítio Boa Vista',
      users: DEMO_USERS,
      sheds: [
        ['Aviário 01', 'Núcleo 1', 3],
        ['Aviário 02', 'Núcleo 1', 3],
        ['Matrizeiro 01', 'Núcleo 2', 1],
        ['Poedeiras 01', 'Núcleo 3', 6],
        ['Suínos 01', 'Núcleo 4', 5],
      ],
    });
    await seedCompany(txDb, {
      company: 'Outra',
      producer: 'Maria Aparecida Souza',
      property: 'Granja Horizonte',
      users: [OTHER_COMPANY_USER],
      sheds: [['Galpão A', 'Núcleo A', 3]],
    });
    return true;
  });
}

export function demoLoginsText(url: string): string {
  const rows = [...DEMO_USERS, OTHER_COMPANY_USER].map((u) => `  ${u.username.padEnd(10)} ${u.summary}`);
  return [`Plantel is running at ${url}`, `Demo logins (password "${DEMO_PASSWORD}"):`, ...rows].join('\n');
}
