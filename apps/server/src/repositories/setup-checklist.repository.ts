import { sql } from 'drizzle-orm';
import type { SetupStep } from '@plantel/contracts';
import type { Db } from '../db/database';
import { rowsOf } from './sql-text';

/** Whether the company has made each of its first steps (archived things do not count). */
export async function findSetupSteps(db: Db, companyId: number): Promise<Record<SetupStep, boolean>> {
  const [row] = rowsOf<Record<SetupStep, boolean>>(
    await db.execute(sql`
      select
        exists (select 1 from producers where company_id = ${companyId} and archived_at is null) as producer,
        exists (select 1 from properties where company_id = ${companyId} and archived_at is null) as property,
        exists (select 1 from sheds s where s.company_id = ${companyId} and s.archived_at is null
                and exists (select 1 from shed_divisions d where d.shed_id = s.id and d.archived_at is null)) as shed,
        exists (select 1 from silos where company_id = ${companyId} and archived_at is null) as silo,
        exists (select 1 from ration_types where company_id = ${companyId}) as ration_type,
        exists (select 1 from ingest_keys where company_id = ${companyId} and revoked_at is null)
          and exists (select 1 from devices where company_id = ${companyId}) as device,
        (select count(*) from users where company_id = ${companyId} and is_active) > 1 as people,
        exists (select 1 from batches where company_id = ${companyId}) as lodge`),
  );
  return row!;
}
