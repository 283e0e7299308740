import { sql } from 'drizzle-orm';
import { MODULES, PERMISSIONS, type AlertType, type BatchStage, type Roles } from '@plantel/contracts';
import { advisoryLocks, type Db } from '../db/database';
import { countCompanies, insertCompany } from '../repositories/companies.repository';
import { insertAlerts, insertBatches, insertProducer, insertProperty, insertSheds } from '../repositories/farms.repository';
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

interface DemoShed {
  identification: string;
  core: string;
  productionType: number;
  stage: BatchStage;
  /** Age of the batch in days. */
  age: number;
  lodged: number;
}

interface DemoAlert {
  shed: string;
  type: AlertType;
  subtype: string;
  message: string;
  hoursAgo: number;
}

const DAY_MS = 86_400_000;

async function seedCompany(
  db: Db,
  spec: { company: string; producer: string; property: string; users: DemoUser[]; sheds: DemoShed[]; alerts: DemoAlert[] },
  now: Date,
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
  const shedRows = await insertSheds(
    db,
    spec.sheds.map((shed) => ({
      companyId: company.id,
      propertyId: property.id,
      identification: shed.identification,
      name: `${spec.property} - ${shed.identification}`,
      core: shed.core,
      productionTypeExternalId: shed.productionType,
    })),
  );
  const batchRows = await insertBatches(
    db,
    spec.sheds.map((shed, i) => ({
      companyId: company.id,
      shedId: shedRows[i]!.id,
      identification: `${now.getUTCFullYear()}-${String(i + 1).padStart(3, '0')}`,
      stage: shed.stage,
      currentLodged: shed.lodged,
      openingDate: new Date(now.getTime() - shed.age * DAY_MS),
    })),
  );
  const indexOf = (identification: string) => spec.sheds.findIndex((s) => s.identification === identification);
  await insertAlerts(
    db,
    spec.alerts.map((alert) => {
      const i = indexOf(alert.shed);
      const occurredAt = new Date(now.getTime() - alert.hoursAgo * 3_600_000);
      return {
        companyId: company.id,
        shedId: shedRows[i]!.id,
        batchId: batchRows[i]!.id,
        type: alert.type,
        subtype: alert.subtype,
        message: alert.message,
        age: Math.floor((occurredAt.getTime() - batchRows[i]!.openingDate.getTime()) / DAY_MS),
        occurredAt,
      };
    }),
  );
}

/** Seeds the demo companies when the database has none. Returns whether it seeded. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
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
        { identification: 'Aviário 01', core: 'Núcleo 1', productionType: 3, stage: 'lodged', age: 28, lodged: 24_600 },
        { identification: 'Aviário 02', core: 'Núcleo 1', productionType: 3, stage: 'pre_lodged', age: 0, lodged: 0 },
        { identification: 'Matrizeiro 01', core: 'Núcleo 2', productionType: 1, stage: 'lodged', age: 196, lodged: 8_900 },
        { identification: 'Poedeiras 01', core: 'Núcleo 3', productionType: 6, stage: 'lodged', age: 240, lodged: 32_000 },
        { identification: 'Suínos 01', core: 'Núcleo 4', productionType: 5, stage: 'lodged', age: 64, lodged: 1_150 },
      ],
      alerts: [
        { shed: 'Aviário 01', type: 'Ambiência', subtype: 'temperature_high', message: 'Temperatura acima da faixa ideal para 28 dias (31,4 °C)', hoursAgo: 2 },
        { shed: 'Aviário 01', type: 'Nutrição', subtype: 'silo_low', message: 'Silo 1 com menos de 15% da capacidade', hoursAgo: 5 },
        { shed: 'Matrizeiro 01', type: 'Sanidade', subtype: 'mortality_high', message: 'Mortalidade diária acima do normal (0,12%)', hoursAgo: 20 },
        { shed: 'Suínos 01', type: 'Nutrição', subtype: 'consumption_low', message: 'Consumo abaixo do mínimo configurado entre 06:00 e 18:00', hoursAgo: 3 },
        { shed: 'Poedeiras 01', type: 'Desempenho', subtype: 'weight_behind', message: 'Peso médio 4% abaixo da referência', hoursAgo: 30 },
      ],
    }, now);
    await seedCompany(txDb, {
      company: 'Outra',
      producer: 'Maria Aparecida Souza',
      property: 'Granja Horizonte',
      users: [OTHER_COMPANY_USER],
      sheds: [{ identification: 'Galpão A', core: 'Núcleo A', productionType: 3, stage: 'lodged', age: 21, lodged: 18_000 }],
      alerts: [{ shed: 'Galpão A', type: 'Ambiência', subtype: 'humidity_high', message: 'Umidade acima de 80% por 3 horas', hoursAgo: 1 }],
    }, now);
    return true;
  });
}

export function demoLoginsText(url: string): string {
  const rows = [...DEMO_USERS, OTHER_COMPANY_USER].map((u) => `  ${u.username.padEnd(10)} ${u.summary}`);
  return [`Plantel is running at ${url}`, `Demo logins (password "${DEMO_PASSWORD}"):`, ...rows].join('\n');
}
