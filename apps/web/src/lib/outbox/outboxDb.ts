import Dexie, { type EntityTable } from 'dexie';
import type { BatchRemoval, FieldError, RegisterShed } from '@plantel/contracts';

/** The records the barn's phone may keep until the network returns. */
export type OutboxKind =
  | 'mortality'
  | 'weighing'
  | 'delivery'
  | 'thinning'
  | 'thinning_correction'
  | 'thinning_undo'
  | 'lodging'
  | 'lodging_correction'
  | 'lodging_undo'
  | 'eggs'
  | 'treatment'
  | 'vaccination'
  | 'sample'
  | 'sample_result';

/**
 * waiting: not yet accepted by the server; sent: accepted (kept a day, marked); refused: the server
 * said no, with its reason, to be corrected or dropped; conflict: another person recorded the same
 * day meanwhile, to be chosen between.
 */
export type OutboxState = 'waiting' | 'sent' | 'refused' | 'conflict';

/** A record typed on the phone: the request that writes it, and what the outbox list shows of it. */
export interface OutboxRecord {
  /** Made on the phone when the record was typed; sent as its Idempotency-Key, so it is written once. */
  id: string;
  /** Who typed it: sent only while they are signed in, as them. */
  username: string;
  kind: OutboxKind;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The API path under /api. */
  path: string;
  body: Record<string, unknown>;
  /** What it is, in the words of the screen it was typed on: "Aviário 03 · Box 1 · 3 mortes". */
  label: string;
  createdAt: number;
  state: OutboxState;
  sentAt?: number;
  /** The server's answer when it refused the record. */
  reason?: OutboxRefusal;
  /** What the record's own form needs to open it again for a correction. */
  reopen?: OutboxReopen | OutboxLodgingReopen;
  /** Fields the outbox adds to what the form typed (a day's mortality: the record the phone saw); a correction keeps them. */
  whenKept?: Record<string, unknown>;
}

export interface OutboxRefusal {
  status: number;
  message: string;
  fields: FieldError[];
}

/** The batch, shed and division a record was typed for, as its form showed them. */
export interface OutboxReopen {
  batchId: number;
  shedId?: number;
  division?: { id: number; identification: string; current_lodge?: number };
  /** A weighing's flock is weighed by sex. */
  askSex?: boolean;
  /** A breeder flock (its eggs' form asks for hatching eggs and males). */
  breeders?: boolean;
  /** A thinning's correction: the thinning as it was when corrected. */
  removal?: BatchRemoval;
  /** A sample's result: the sample it is of. */
  sample?: { id: number; sample_id: string; taken_on: string };
}

/** What reopens a lodging's form: the shed it was typed for. */
export interface OutboxLodgingReopen {
  shed: RegisterShed;
}

class OutboxDatabase extends Dexie {
  records!: EntityTable<OutboxRecord, 'id'>;

  constructor() {
    super('plantel-outbox');
    this.version(1).stores({ records: 'id, username, state, createdAt' });
  }
}

/** The phone's outbox (IndexedDB): it outlives reloads, sign-outs and days without signal. */
export const outboxDb = new OutboxDatabase();
