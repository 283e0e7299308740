import { eggWeightVerdict, floorEggsVerdict, layBelowStandardVerdict, layDropVerdict, standardFigureAt, type RuleVerdict } from '@plantel/domain';
import { laysEggs, type AlertSubtype, type AlertThresholds } from '@plantel/contracts';
import type { Db } from '../../db/database';
import type { WatchedBatch } from '../../repositories/alert-inputs.repository';
import { layDaysOfBatch } from './egg-records.service';
import { layingModuleOf } from './flock-lay';
import { standardOfFlock } from './flock-standard';

export interface LayFinding {
  batch: WatchedBatch;
  subtype: Extract<AlertSubtype, 'lay_drop' | 'lay_below_standard' | 'egg_weight_out_of_band' | 'floor_eggs_high'>;
  subject: string;
  verdict: RuleVerdict;
}

/**
 * The rules of the flocks in lay (docs/alerts.md, "Eggs"), on each flock's days with its divisions
 * summed: a drop against the 3 days before, the week against the breed standard's lay and egg weight
 * (where the company loaded one for the flock's lineage), and floor eggs.
 */
export async function layFindings(db: Db, companyId: number, batches: WatchedBatch[], t: AlertThresholds): Promise<LayFinding[]> {
  const findings: LayFinding[] = [];
  const standards = new Map<string, Awaited<ReturnType<typeof standardOfFlock>>>();
  for (const batch of batches.filter((b) => laysEggs(b.productionType))) {
    const days = await layDaysOfBatch(db, companyId, batch.id);
    if (!days) continue;
    const module = layingModuleOf(batch.productionType);
    const key = `${module}|${batch.lineage.trim().toLowerCase()}`;
    if (!standards.has(key)) standards.set(key, await standardOfFlock(db, companyId, module, batch.lineage));
    const rows = standards.get(key)?.rows ?? [];
    const henDay = (age: number) => standardFigureAt(rows, age, (r) => r.hen_day_percent);
    const eggWeight = (age: number) => standardFigureAt(rows, age, (r) => r.egg_weight);
    const of = (subtype: LayFinding['subtype'], verdict: RuleVerdict): LayFinding => ({ batch, subtype, subject: '', verdict });
    findings.push(
      of('lay_drop', layDropVerdict(days, batch.age, t.lay_drop_points)),
      of('lay_below_standard', layBelowStandardVerdict(days, batch.age, henDay, t.lay_below_standard_points)),
      of('egg_weight_out_of_band', eggWeightVerdict(days, batch.age, eggWeight, t.egg_weight_band_percent)),
      of('floor_eggs_high', floorEggsVerdict(days, batch.age, t.floor_eggs_percent)),
    );
  }
  return findings;
}
