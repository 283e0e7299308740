import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the database DATABASE_URL names (CREATE/DROP DATABASE need a connection elsewhere). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const baseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';

export const templateDatabaseName = (url: string) => `${baseName(url)}_tpl`;
export const scratchDatabaseName = (url: string) => `${baseName(url)}_t${randomBytes(4).toString('hex')}`;
