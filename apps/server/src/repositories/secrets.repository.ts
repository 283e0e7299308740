import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appSecrets } from '../db/schema';

/** Returns the stored secret, storing `candidate` first when there is none (first writer wins). */
export async function getOrCreateSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}

/** Replaces a secret (or stores it when there is none). */
export async function replaceSecret(db: Db, name: string, value: string): Promise<void> {
  await db.insert(appSecrets).values({ name, value }).onConflictDoUpdate({ target: appSecrets.name, set: { value } });
}

/** A secret's value, its row locked until the transaction ends (one writer at a time); undefined when there is none. */
export async function lockSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).for('update');
  return row?.value;
}

export async function deleteSecret(db: Db, name: string): Promise<void> {
  await db.delete(appSecrets).where(eq(appSecrets.name, name));
}
