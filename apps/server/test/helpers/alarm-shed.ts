import { MODULES, type Roles } from '@plantel/contracts';
import { defaultAmbienceProfile, profileAtAge } from '@plantel/domain';
import type { Db } from '../../src/db/database';
import { batchDivisions, batches, companies, devices, producers, properties, s0Readings, sheds, users } from '../../src/db/schema';
import { hashPassword } from '../../src/services/access/password';
import { DEMO_PASSWORD } from '../../src/services/demo/demo-seed.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The flock's age in days while the readings are written. */
export const ALARM_SHED_AGE = 20;
const band = profileAtAge(defaultAmbienceProfile(), ALARM_SHED_AGE).temperature;
/** Air well above the band plus the engine's margin, and air in the middle of it. */
export const HOT_AIR = band.max + 5;
export const FINE_AIR = (band.min + band.max) / 2;

export interface AlarmShed {
  company: number;
  shed: number;
  batch: number;
  division: number;
  s0: number;
  /** Staff of the shed's company who sign in with DEMO_PASSWORD. */
  staff: { first: { id: number; username: string }; second: { id: number; username: string } };
}

/**
 * A company of its own with one broiler shed: a lodged flock of 20,000 aged ALARM_SHED_AGE days and
 * one climate sensor (S0) in its only box. Its devices count as reporting until `seenUntil`, so
 * only the air it reads can raise alerts.
 */
export async function createAlarmShed(db: Db, name: string, lodgedAt: number, seenUntil: number): Promise<AlarmShed> {
  const [company] = await db.insert(companies).values({ name: `Granja ${name}` }).returning();
  const companyId = company!.id;
  const [producer] = await db.insert(producers).values({ companyId, name: `Produtor ${name}` }).returning();
  const [property] = await db.insert(properties).values({ companyId, producerId: producer!.id, name: `Sítio ${name}`, ownerName: 'Dona' }).returning();
  const [shed] = await db.insert(sheds).values({ companyId, propertyId: property!.id, identification: name, name, core: 'N1', productionTypeExternalId: 3 }).returning();
  const [batch] = await db
    .insert(batches)
    .values({ companyId, shedId: shed!.id, identification: `L-${name}`, stage: 'lodged', lineage: 'Ross 308', initialLodged: 20_000, currentLodged: 20_000, openingDate: new Date(lodgedAt - ALARM_SHED_AGE * 24 * HOUR - HOUR) })
    .returning();
  const [division] = await db.insert(batchDivisions).values({ companyId, batchId: batch!.id, identification: 'Box 1', currentLodge: 20_000 }).returning();
  const [s0] = await db.insert(devices).values({ companyId, shedId: shed!.id, type: 'S0', identification: `S0-${name}`, position: 'Box 1', lastSeenAt: new Date(seenUntil) }).returning();
  const roles = Object.fromEntries(MODULES.map((m) => [m, ['Performance', 'Predição', 'Sanidade', 'Nutrição']])) as Roles;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = async (role: string) => {
    const username = `${name.toLowerCase()}_${role}`;
    const [row] = await db.insert(users).values({ companyId, username, passwordHash, isStaff: true, roles }).returning({ id: users.id });
    return { id: row!.id, username };
  };
  const staff = { first: await person('tecnico'), second: await person('gerente') };
  return { company: companyId, shed: shed!.id, batch: batch!.id, division: division!.id, s0: s0!.id, staff };
}

/** The S0 reads `temperature` every 10 minutes over [from, to), humidity comfortable and drifting a little. */
export async function writeAir(db: Db, shed: AlarmShed, from: number, to: number, temperature: number): Promise<void> {
  const rows = [];
  for (let t = from, i = 0; t < to; t += 10 * MINUTE, i++) {
    rows.push({ deviceId: shed.s0, divisionId: shed.division, measuredAt: new Date(t), age: ALARM_SHED_AGE, environmentTemperature: temperature + (i % 2) * 0.1, humidity: 60 + (i % 3) });
  }
  await db.insert(s0Readings).values(rows);
}
