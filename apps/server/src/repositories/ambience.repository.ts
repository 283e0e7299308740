import { and, eq, sql } from 'drizzle-orm';
import type { AmbienceBandDto, AmbienceModule } from '@plantel/contracts';
import type { Db } from '../db/database';
import { ambienceProfiles } from '../db/schema';
import { preparedStatement } from './prepared';

const profilesOfCompany = preparedStatement((db) =>
  db
    .select({ module: ambienceProfiles.module, bands: ambienceProfiles.bands })
    .from(ambienceProfiles)
    .where(eq(ambienceProfiles.companyId, sql.placeholder('companyId')))
    .prepare('plantel_ambience_profiles'),
);

/** A company's own ambience bands, by module. */
export async function findAmbienceProfiles(db: Db, companyId: number): Promise<Map<AmbienceModule, AmbienceBandDto[]>> {
  const rows = await profilesOfCompany(db).execute({ companyId });
  return new Map(rows.map((r) => [r.module, r.bands]));
}

export async function saveAmbienceProfile(db: Db, companyId: number, module: AmbienceModule, bands: AmbienceBandDto[], userId: number) {
  await db
    .insert(ambienceProfiles)
    .values({ companyId, module, bands, updatedBy: userId })
    .onConflictDoUpdate({ target: [ambienceProfiles.companyId, ambienceProfiles.module], set: { bands, updatedBy: userId, updatedAt: new Date() } });
}

export async function deleteAmbienceProfile(db: Db, companyId: number, module: AmbienceModule) {
  await db.delete(ambienceProfiles).where(and(eq(ambienceProfiles.companyId, companyId), eq(ambienceProfiles.module, module)));
}
