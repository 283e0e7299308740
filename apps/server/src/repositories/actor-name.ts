import { sql } from 'drizzle-orm';
import { users } from '../db/schema';

/** How a record names the user who wrote it: the first name, else the username. */
export const actorName = sql<string | null>`coalesce(nullif(${users.firstName}, ''), ${users.username})`;
