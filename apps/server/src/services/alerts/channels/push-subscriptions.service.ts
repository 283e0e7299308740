import { createECDH } from 'node:crypto';
import type { PushSubscription, PushSubscriptionCreate, PushSubscriptionList } from '@plantel/contracts';
import type { Db } from '../../../db/database';
import {
  deletePushSubscription,
  listPushSubscriptions,
  upsertPushSubscription,
  type PushSubscriptionRow,
} from '../../../repositories/push-subscriptions.repository';
import type { Principal } from '../../access/auth.service';
import { InvalidInputError, NotFoundError } from '../../common/errors';

const USER_AGENT_LIMIT = 512;

function subscriptionDto(row: PushSubscriptionRow): PushSubscription {
  return { id: row.id, endpoint: row.endpoint, user_agent: row.userAgent, created_at: row.createdAt.toISOString() };
}

/** True when the key is a point on P-256: a key the browser really made, that messages can be encrypted to. */
function isP256Point(p256dh: string): boolean {
  try {
    const ours = createECDH('prime256v1');
    ours.generateKeys();
    ours.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export async function listMyPushSubscriptions(db: Db, principal: Principal): Promise<PushSubscriptionList> {
  return { results: (await listPushSubscriptions(db, principal.companyId, principal.userId)).map(subscriptionDto) };
}

/** Keeps this browser's subscription for the signed-in person (docs/alerts.md, "Channels"). */
export async function subscribeToPush(db: Db, principal: Principal, body: PushSubscriptionCreate, userAgent: string | undefined): Promise<PushSubscription> {
  if (!isP256Point(body.keys.p256dh)) throw new InvalidInputError('keys.p256dh', 'is not a P-256 public key');
  const row = await upsertPushSubscription(db, {
    companyId: principal.companyId,
    userId: principal.userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh.replace(/=+$/, ''),
    auth: body.keys.auth.replace(/=+$/, ''),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_LIMIT) : null,
  });
  return subscriptionDto(row);
}

export async function unsubscribeFromPush(db: Db, principal: Principal, id: number): Promise<void> {
  if (!(await deletePushSubscription(db, principal.companyId, principal.userId, id))) throw new NotFoundError('Push subscription not found');
}
