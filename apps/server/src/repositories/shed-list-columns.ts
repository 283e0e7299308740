import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BatchStage, ShedFilterField, ShedOrderingField } from '@plantel/contracts';
import { batchSummaries, producers, properties, rationTypes, sheds } from '../db/schema';
import type { currentBatchOf } from './current-batch';

/** How a column compares and sorts: measurements are float4 (`real`), counts and codes integers. */
export type ColumnKind = 'text' | 'real' | 'integer' | 'date' | 'sex' | 'stage';

export interface ListColumn {
  expr: SQLWrapper;
  kind: ColumnKind;
}

type CurrentBatch = ReturnType<typeof currentBatchOf>;

/** The SQL behind every filter and ordering field of the shed lists. */
export function shedListColumns(current: CurrentBatch): Record<ShedFilterField | ShedOrderingField, ListColumn> {
  const text = (expr: SQLWrapper): ListColumn => ({ expr, kind: 'text' });
  const real = (expr: SQLWrapper): ListColumn => ({ expr, kind: 'real' });
  const integer = (expr: SQLWrapper): ListColumn => ({ expr, kind: 'integer' });
  return {
    id: integer(sheds.id),
    name: text(sheds.name),
    identification: text(sheds.identification),
    core: text(sheds.core),
    producer: text(producers.name),
    property: text(properties.name),
    property_owner: text(properties.ownerName),
    production_type__external_id: integer(sheds.productionTypeExternalId),
    lineage: text(current.lineage),
    sex: { expr: current.sexExternalId, kind: 'sex' },
    age: integer(current.age),
    stage: { expr: shedStage(current), kind: 'stage' },
    priority: integer(current.priority),
    target_value: real(current.targetWeight),
    target_date: { expr: current.targetDate, kind: 'date' },
    weight: real(batchSummaries.weight),
    variation_coef: real(batchSummaries.variationCoef),
    performance: real(batchSummaries.performance),
    available: real(batchSummaries.available),
    ration__id: integer(batchSummaries.rationTypeId),
    ration__phase: text(rationTypes.phase),
    status: integer(siloStatus()),
    enthalpy: integer(comfortLevel()),
  };
}

/** No batch, or a closed one: the shed is empty. */
export const shedStage = (current: CurrentBatch): SQL<BatchStage> => sql<BatchStage>`coalesce(${current.stage}, 'empty_batch')`;
export const siloStatus = (): SQL<number> => sql<number>`coalesce(${batchSummaries.siloStatus}, 0)::int`;
export const comfortLevel = (): SQL<number> => sql<number>`coalesce(${batchSummaries.enthalpy}, -1)::int`;
