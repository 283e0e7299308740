import { ALERT_SEVERITIES, DEFAULT_NOTIFICATION_POLICY, notificationPolicySchema, type NotificationPolicy } from '@plantel/contracts';
import type { Db } from '../../../db/database';
import { companyUserIdsAmong, findNotificationPolicy, saveNotificationPolicy } from '../../../repositories/notification-policy.repository';
import type { Principal } from '../../access/auth.service';
import { ForbiddenError, InvalidInputError } from '../../common/errors';

/** A company's policy, or Plantel's default (a stored policy that no longer validates falls back too). */
export async function notificationPolicyOf(db: Db, companyId: number): Promise<NotificationPolicy> {
  const stored = await findNotificationPolicy(db, companyId);
  return (stored && notificationPolicySchema.safeParse(stored).data) || DEFAULT_NOTIFICATION_POLICY;
}

function staffOnly(principal: Principal) {
  if (!principal.isStaff && !principal.isSuperuser) throw new ForbiddenError('Only staff can see and change the notification policy');
}

export async function getNotificationPolicy(db: Db, principal: Principal) {
  staffOnly(principal);
  return notificationPolicyOf(db, principal.companyId);
}

/** Staff set the whole policy; every person of the escalation chain must be of the company. */
export async function putNotificationPolicy(db: Db, principal: Principal, policy: NotificationPolicy) {
  staffOnly(principal);
  const named = ALERT_SEVERITIES.flatMap((s) => policy[s].escalation.flatMap((step) => step.user_ids));
  const known = await companyUserIdsAmong(db, principal.companyId, [...new Set(named)]);
  for (const severity of ALERT_SEVERITIES) {
    policy[severity].escalation.forEach((step, i) => {
      const stranger = step.user_ids.find((id) => !known.has(id));
      if (stranger !== undefined) throw new InvalidInputError(`${severity}.escalation.${i}.user_ids`, `user ${stranger} is not a person of this company`);
    });
  }
  await saveNotificationPolicy(db, principal.companyId, policy, principal.userId);
  return notificationPolicyOf(db, principal.companyId);
}
