import { sql } from 'drizzle-orm';
import { check, index, pgTable, real, text } from 'drizzle-orm/pg-core';
import { MODULES, RATION_PHASES, type ModuleName, type RationPhase } from '@plantel/contracts';
import { companyIdColumn, idColumn } from './columns';

/** A feed formula of the company, by phase and species (module; null: any); density (kg/m³) turns silo volume into weight. */
export const rationTypes = pgTable(
  'ration_types',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    phase: text('phase').$type<RationPhase>().notNull(),
    density: real('density').notNull(),
    module: text('module').$type<ModuleName>(),
  },
  (t) => [
    index('ration_types_company_id_idx').on(t.companyId),
    check('ration_types_module_check', sql.raw(`"module" IS NULL OR "module" IN (${MODULES.map((m) => `'${m}'`).join(', ')})`)),
    check('ration_types_phase_check', sql.raw(`"phase" IN (${RATION_PHASES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);
