import { MODULES, hasPermission, type SanitaryBreakSettings } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { companySanitaryBreaks, updateSanitaryBreaks } from '../../repositories/lodging.repository';
import { actorOf, changedFields, recordAudit } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { ForbiddenError } from '../common/errors';

/** `GET /v2/settings/sanitary-break`: each module's sanitary break, for anyone signed in. */
export const getSanitaryBreaks = (db: Db, principal: Principal): Promise<SanitaryBreakSettings> => companySanitaryBreaks(db, principal.companyId);

/**
 * `PUT /v2/settings/sanitary-break`: the register's editors change the break of the modules where
 * they hold Cadastro (superusers every one); a module changed without it is a 403 naming it. Audited.
 */
export async function putSanitaryBreaks(db: Db, principal: Principal, wanted: SanitaryBreakSettings): Promise<SanitaryBreakSettings> {
  return db.transaction(async (t) => {
    const before = await companySanitaryBreaks(t, principal.companyId);
    const refused = MODULES.filter((m) => wanted[m] !== before[m] && !principal.isSuperuser && !(principal.isStaff && hasPermission(principal.roles, m, 'Cadastro')));
    if (refused.length > 0) throw new ForbiddenError('Only staff with the Cadastro permission in a module may change its sanitary break', refused.map((m) => ({ field: m, key: 'sanitaryBreak.errors.module' })));
    await updateSanitaryBreaks(t, principal.companyId, wanted);
    const diff = changedFields(before, wanted);
    if (diff) await recordAudit(t, actorOf(principal), [{ action: 'update', entity: 'company', entityId: principal.companyId, label: 'sanitary_break_days', ...diff }]);
    return companySanitaryBreaks(t, principal.companyId);
  });
}
