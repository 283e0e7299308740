import type { Silo, SiloSettingsInput } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findSilo, updateSiloSettings } from '../../repositories/silos.repository';
import type { Principal } from '../access/auth.service';
import { actorOf, changedFields, recordAudit } from '../access/audit.service';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../common/errors';
import { farmScopeWith } from '../access/farm-scope';
import { refreshNutritionSummary } from './batch-nutrition.service';

const auditedSettings = (s: { lowThreshold: number; criticalThreshold: number; volume: number | null }) => ({
  low_threshold: s.lowThreshold,
  critical_threshold: s.criticalThreshold,
  volume: s.volume,
});

/** `PATCH /v2/silos/{id}`: thresholds and volume, by a non-guest with Nutrição in the shed's module. */
export async function changeSiloSettings(db: Db, principal: Principal, id: number, input: SiloSettingsInput, now = new Date()): Promise<Silo> {
  return db.transaction(async (t) => {
    const silo = await findSilo(t, farmScopeWith(principal, 'Nutrição'), id);
    if (!silo) throw new NotFoundError('Silo not found');
    if (principal.isGuest) throw new ForbiddenError('Guests can read the figures but not change them');
    const low = input.low_threshold ?? silo.lowThreshold;
    const critical = input.critical_threshold ?? silo.criticalThreshold;
    if (critical >= low) {
      const field = input.critical_threshold !== undefined ? 'critical_threshold' : 'low_threshold';
      throw new InvalidInputError(field, field === 'critical_threshold' ? `must be below the low threshold (${low})` : `must be above the critical threshold (${critical})`);
    }
    const settings = { lowThreshold: low, criticalThreshold: critical, volume: input.volume === undefined ? silo.volume : input.volume };
    await updateSiloSettings(t, id, settings);
    const diff = changedFields(auditedSettings(silo), auditedSettings(settings));
    if (diff) await recordAudit(t, actorOf(principal), [{ action: 'update', entity: 'silo', entityId: id, label: silo.identification, ...diff }]);
    const silos = await refreshNutritionSummary(t, farmScopeWith(principal, 'Nutrição'), silo.shedId, now);
    return silos.find((s) => s.id === id)!;
  });
}
