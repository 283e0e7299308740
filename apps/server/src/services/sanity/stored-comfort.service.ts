import { comfortJudge } from '@plantel/domain';
import { AMBIENCE_MODULES, productionTypesOf, type AmbienceModule } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { refreshShedListEntries } from '../../repositories/shed-list-entries.repository';
import { findBatchesWithComfort, findStoredComfortGroups, forgetClimateHours, rejudgeStoredComfortCodes } from '../../repositories/stored-comfort.repository';
import { refreshComfortSummaries } from '../../repositories/telemetry.repository';
import { ambienceProfilesOf } from './ambience-profiles';

/**
 * Judges every stored comfort code of the company's flocks of the modules again, by the company's
 * current profiles at each farm's altitude (the one verdict, `judgeComfort`): after a profile is
 * changed or reset, and once after an upgrade changes what the codes mean (`plantel comfort
 * rejudge`). The divisions whose codes changed have their climate hours summed again; the batch
 * summaries and shed-list rows take the new latest codes. Answers how many divisions changed.
 */
export async function rejudgeStoredComfort(db: Db, companyId: number, modules: readonly AmbienceModule[] = AMBIENCE_MODULES): Promise<number> {
  return db.transaction(async (t) => {
    const productionTypes = modules.flatMap(productionTypesOf);
    const profileOf = await ambienceProfilesOf(t, companyId);
    const judges = new Map<string, ReturnType<typeof comfortJudge>>();
    const groups = await findStoredComfortGroups(t, companyId, productionTypes);
    const changed = await rejudgeStoredComfortCodes(t, companyId, groups, ({ productionType, altitude, age }) => {
      const key = `${productionType}:${altitude}`;
      const judge = judges.get(key) ?? judges.set(key, comfortJudge(profileOf(productionType), altitude)).get(key)!;
      return judge.limitsAt(age);
    });
    await forgetClimateHours(t, changed);
    const shedIds = await refreshComfortSummaries(t, await findBatchesWithComfort(t, companyId, productionTypes));
    if (shedIds.length > 0) await refreshShedListEntries(t, { companyId, shedIds: [...new Set(shedIds)] });
    return changed.length;
  });
}
