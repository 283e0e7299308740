import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { apiClient, apiFetch, type ApiClientOptions } from '@/lib/api-client';
import { ApiRequestError, NetworkError } from '@/lib/api-errors';
import { useSessionStore } from '@/stores/session';
import { outboxDb, type OutboxKind, type OutboxRecord, type OutboxLodgingReopen, type OutboxReopen } from './outboxDb';

/** The tag of the Background Sync that wakes the app to send (sw/sw.ts). */
const SYNC_TAG = 'plantel-outbox';
/** When the outbox last reached the server, ms (kept across reloads). */
const LAST_SYNC_KEY = 'plantel.outbox.lastSync';
/** How long a sent record stays listed, with its mark. */
const SENT_KEPT_MS = 24 * 3_600_000;

/** How a form's record is kept: what the outbox list says of it, how to reopen its form, and the kept record it corrects, if any. */
export interface KeptAs {
  label: string;
  /** What its form needs to open it again, should the server refuse it. */
  reopen: OutboxReopen | OutboxLodgingReopen;
  /** The id of the refused record on the phone that this form corrects. */
  correcting?: string | undefined;
}

export interface Keepable<T> extends KeptAs {
  kind: OutboxKind;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: Record<string, unknown>;
  schema: NonNullable<ApiClientOptions<T>['schema']>;
  /** Added to the body when the record is kept to send later (a day's mortality: the record the phone saw). */
  whenKept?: Record<string, unknown>;
}

/** A record sent (`kept` false, with the server's answer) or kept on the phone to send later. */
export type KeptOrSent<T> = { kept: false; value: T } | { kept: true; id: string };

/**
 * Sends a record now if the network lets it, with a fresh Idempotency-Key; without a network, or
 * when the request gets no answer, keeps it in the outbox to send later with the same key
 * (docs/offline.md). The server's refusals reach the caller as always: the form shows them. A form
 * correcting a refused record on the phone sends that record again instead.
 */
export async function keepOrSend<T>({ correcting, ...record }: Keepable<T>): Promise<KeptOrSent<T>> {
  if (correcting !== undefined) {
    await correct(correcting, record.body, record.label);
    return { kept: true, id: correcting };
  }
  const id = crypto.randomUUID();
  if (navigator.onLine) {
    try {
      const value = await apiClient(record.path, { method: record.method, body: record.body, schema: record.schema, headers: { 'idempotency-key': id } });
      return { kept: false, value };
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
    }
  }
  const { schema: _schema, ...request } = record;
  await outboxDb.records.put({ ...request, body: { ...request.body, ...request.whenKept }, id, username: useSessionStore.getState().username ?? '', createdAt: Date.now(), state: 'waiting' });
  void askToSync();
  return { kept: true, id };
}

/** Asks the browser to wake the app when the network returns (Background Sync, where it has it). */
async function askToSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined;
  await registration?.sync?.register(SYNC_TAG).catch(() => undefined);
}

/** What to make of the server's answer to a kept record. */
function outcomeOf(error: unknown): 'stop' | 'conflict' | 'refused' {
  if (!(error instanceof ApiRequestError)) return 'stop';
  if (error.status === 409 && error.fields.some((f) => f.field === 'replaces')) return 'conflict';
  // A 409 naming fields asks for a change or a confirmation (a lodging above capacity): the form's.
  if (error.status === 409 && error.fields.length > 0) return 'refused';
  // Still running (409), signed out (401), too many (429), the server's trouble (5xx): later.
  if (error.status === 409 || error.status === 401 || error.status === 429 || error.status >= 500) return 'stop';
  return 'refused';
}

let flushing: Promise<void> | null = null;

/**
 * Sends the signed-in person's waiting records, oldest first, each with its own key: a record the
 * server already has is answered again and not written twice. Stops at the first send that gets no
 * answer (the network is gone again) and leaves the rest waiting.
 */
export function flushOutbox(): Promise<void> {
  flushing ??= sendWaiting()
    // A browser without IndexedDB (some private windows) keeps nothing: it only sends online.
    .catch((error: unknown) => console.error('The outbox could not be sent:', error))
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

async function sendWaiting(): Promise<void> {
  const username = useSessionStore.getState().username;
  if (!username || !navigator.onLine || useSessionStore.getState().isExpired()) return;
  await outboxDb.records.where('state').equals('sent').and((r) => (r.sentAt ?? 0) < Date.now() - SENT_KEPT_MS).delete();
  const waiting = await outboxDb.records.where('username').equals(username).and((r) => r.state === 'waiting').sortBy('createdAt');
  for (const record of waiting) {
    try {
      await apiFetch(record.path, {
        method: record.method,
        headers: new Headers({ accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': record.id }),
        body: JSON.stringify(record.body),
      });
      // Before the record's change reaches the open list, so the time it shows has moved with it.
      localStorage.setItem(LAST_SYNC_KEY, String(Date.now()));
      await outboxDb.records.update(record.id, { state: 'sent', sentAt: Date.now(), reason: undefined });
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome === 'stop') return;
      const { status, message, fields } = error as ApiRequestError;
      await outboxDb.records.update(record.id, { state: outcome, reason: { status, message, fields } });
    }
  }
  localStorage.setItem(LAST_SYNC_KEY, String(Date.now()));
}

/** When the outbox last reached the server and had nothing left to send, ms; null if never. */
export function lastOutboxSync(): number | null {
  const value = Number(localStorage.getItem(LAST_SYNC_KEY));
  return value > 0 ? value : null;
}

/** Sends a refused or disputed record again, with `changes` to its body (a correction, or the record the person chose over). */
export async function sendAgain(id: string, changes: Record<string, unknown> = {}): Promise<void> {
  const record = await outboxDb.records.get(id);
  if (!record) return;
  await outboxDb.records.update(id, { state: 'waiting', body: { ...record.body, ...changes }, reason: undefined });
  await flushOutbox();
}

/** The refusal kept with a record (none for a record not refused, or no record), as the error its form places under its fields. */
export function refusalOf(record: OutboxRecord | undefined): ApiRequestError | undefined {
  const reason = record?.reason;
  return reason && new ApiRequestError(reason.status, reason.message, { fields: reason.fields });
}

/**
 * Sends a refused record again as its form now reads, and says so in the list (what the outbox added when it was kept stays),
 * with its own key: the server freed it when it refused. Refused again, it throws the new refusal for
 * the form to show; without a network it stays waiting.
 */
async function correct(id: string, body: Record<string, unknown>, label: string): Promise<void> {
  const record = await outboxDb.records.get(id);
  if (!record) return;
  await outboxDb.records.update(id, { state: 'waiting', body: { ...body, ...record.whenKept }, label, reason: undefined });
  await flushOutbox();
  const after = await outboxDb.records.get(id);
  const refusal = after?.state === 'refused' ? refusalOf(after) : undefined;
  if (refusal) throw refusal;
}

/** Drops a record from the phone for good (the person chose to). */
export function discard(id: string): Promise<void> {
  return outboxDb.records.delete(id);
}

/** The signed-in person's records on this phone, oldest first, as they change. */
export function useOutboxRecords(): OutboxRecord[] {
  const username = useSessionStore((state) => state.username);
  const [records, setRecords] = useState<OutboxRecord[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => outboxDb.records.where('username').equals(username ?? '').sortBy('createdAt')).subscribe({
      next: setRecords,
      error: (error: unknown) => console.error('The outbox could not be read:', error),
    });
    return () => subscription.unsubscribe();
  }, [username]);
  return records;
}

/** Sends what waits when the app opens, when the network returns, when the browser wakes it, and every minute while anything waits. */
export function useOutboxSending(): void {
  const username = useSessionStore((state) => state.username);
  useEffect(() => {
    const send = () => void flushOutbox();
    send();
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'outbox-sync') send();
    };
    window.addEventListener('online', send);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    const timer = window.setInterval(send, 60_000);
    return () => {
      window.removeEventListener('online', send);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      window.clearInterval(timer);
    };
  }, [username]);
}
