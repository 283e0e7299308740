import pg from 'pg';
import type { ChannelListener } from './database';

/** The listening connections' name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'plantel-listener';

/**
 * What a pooled connection does once open: it listens on `channels`, passing what it hears to
 * `heard`. A session hears its own transaction's notices as it commits, before the commit is
 * answered, so this process hears each change it makes before whoever made it is told it is done.
 */
export const listenOnOpening =
  (channels: readonly string[], heard: (channel: string, payload: string) => void) =>
  async (client: pg.ClientBase): Promise<void> => {
    client.on('notification', (message) => {
      if (message.payload !== undefined) heard(message.channel, message.payload);
    });
    for (const channel of channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };

/** How long to wait before opening the listening connection again: doubling from 1 s up to 30 s. */
const retryDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * LISTEN on a connection of its own, open for as long as the process hears the channel (pooled
 * connections come and go, and hear nothing while none is open), opened again whenever it is lost.
 * Answers the function that stops listening for good.
 */
export function listenOnPostgres(connectionString: string, channel: string, listener: ChannelListener): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    listener.listening(false);
    c.end().catch(() => {});
    if (!stopped) retry = setTimeout(open, retryDelayMs(attempt++));
  };

  async function open() {
    const c = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    client = c;
    c.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.heard(message.payload);
    });
    c.on('error', (err) => {
      if (attempt === 0) console.error(`PostgreSQL listener on ${channel}: ${err.message}`);
      lost(c);
    });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped || client !== c) return;
      attempt = 0;
      listener.listening(true);
    } catch {
      lost(c);
    }
  }

  void open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    if (c) {
      listener.listening(false);
      await c.end().catch(() => {});
    }
  };
}

