import type { Database } from '../db/database';

/** What a command is given: the database, on demand, and the terminal. */
export interface CliContext {
  /** Opens (and migrates) the database; called only by commands that need it. */
  openDatabase(): Promise<Database>;
  out(line: string): void;
  err(line: string): void;
  readStdin(): Promise<string>;
  /** Where people reach the server, for the links a command prints (PLANTEL_PUBLIC_URL); localhost when not given. */
  links?: { publicUrl: string; publicUrlSet: boolean };
}
