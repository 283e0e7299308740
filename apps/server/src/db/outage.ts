/**
 * Whether an error means the database could not be reached or could not take the work just now, so
 * the same work may well succeed later: lost or refused connections, a server shutting down or out
 * of resources, a deadlock or serialization failure. Anything else (a constraint, a value PostgreSQL
 * refuses, a bug) would fail again the same way.
 */
export function isDatabaseOutage(err: unknown): boolean {
  for (let cause = err, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (TRANSIENT_CLASSES.has(code.slice(0, 2)) || TRANSIENT_STATES.has(code) || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && OUTAGE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** SQLSTATE classes: 08 connection exception, 53 insufficient resources. */
const TRANSIENT_CLASSES = new Set(['08', '53']);
/** Serialization failure, deadlock, lock not available, shutdowns, cannot connect now. */
const TRANSIENT_STATES = new Set(['40001', '40P01', '55P03', '57P01', '57P02', '57P03']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** node-postgres and PGlite say so only in the message. */
const OUTAGE_MESSAGES = ['Connection terminated', 'timeout exceeded when trying to connect', 'Client has encountered a connection error', 'PGlite is closed'];
