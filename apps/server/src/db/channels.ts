/**
 * The channel a change to a company's shed-list rows is sent on, with the company's id, by the rows'
 * trigger (migration 0036) whoever writes them: delivered to every server copy as the change commits,
 * and to the copy that made it before its commit is answered (every pooled connection listens).
 */
export const SHED_LIST_CHANNEL = 'plantel_shed_list';

/** The channels every pooled PostgreSQL connection listens on from its start (db/postgres.ts). */
export const POOLED_CHANNELS: readonly string[] = [SHED_LIST_CHANNEL];
