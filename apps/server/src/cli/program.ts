import { Command, CommanderError, Option } from 'commander';
import { DEFAULT_ALERT_THRESHOLDS, timeZoneSchema, type Roles } from '@plantel/contracts';
import type { Database } from '../db/database';
import { ConflictError, ForbiddenError, InvalidFieldMessagesError, InvalidInputError, NotFoundError } from '../services/common/errors';
import { simulateFarms, type SimulationReport } from '../services/demo/simulation.service';
import { rejudgeStoredComfort } from '../services/sanity/stored-comfort.service';
import { changePassword, createCompany, createUser, deleteUser, listCompanies, listUsers, setProducers, setRoles } from '../services/access/users.service';
import { addBatchCommands } from './batch-commands';
import type { CliContext } from './cli-context';
import { addRegisterCommands } from './register-commands';
import { setUserActiveFromCli } from '../services/access/user-admin.service';
import { createCompanyWithAdmin } from '../services/access/company-setup.service';
import { addDeviceCommands } from './device-commands';
import { localServerUrl, runLiveSimulation } from './live-simulation';
import { parseRolesArgument } from './roles-argument';
import { parseWholeNumber } from './whole-number-argument';
import { keepDerivedRows, rebuildStaleRowsNow } from '../services/common/stale-rows.service';

interface PasswordOptions {
  password?: string;
  passwordStdin?: boolean;
}

const passwordOptions = (command: Command) =>
  command
    .addOption(new Option('--password <password>', 'the password (visible in the shell history; prefer --password-stdin)').conflicts('passwordStdin'))
    .option('--password-stdin', 'read the password from standard input');

async function readPassword(ctx: CliContext, options: PasswordOptions): Promise<string> {
  if (options.password !== undefined) return options.password;
  if (options.passwordStdin) return (await ctx.readStdin()).replace(/\r?\n$/, '');
  throw new InvalidInputError('password', 'give --password <password> or --password-stdin');
}

const collect = (value: string, previous: string[]) => [...previous, value];

function buildProgram(ctx: CliContext): Command {
  const withDatabase = async (work: (database: Database) => Promise<void>) => {
    const database = await ctx.openDatabase();
    keepDerivedRows(database.db);
    try {
      await work(database);
      await rebuildStaleRowsNow(database.db);
    } finally {
      await database.close();
    }
  };

  const program = new Command('plantel')
    .description('Plantel administration: database migrations, companies, users, the farm register, devices, batch imports and simulated farm data')
    .exitOverride()
    .configureOutput({ writeOut: (s) => ctx.out(s.trimEnd()), writeErr: (s) => ctx.err(s.trimEnd()) })
    .showHelpAfterError('(add --help for usage)');

  program
    .command('migrate')
    .description('apply pending database migrations')
    .action(() => withDatabase(async () => ctx.out('Database is up to date.')));

  const company = program.command('company').description('manage companies (integrators)');
  passwordOptions(
    company
      .command('create <name>')
      .description('create a company; with --admin, its first administrator, who holds every module and permission and does the rest from the screens')
      .option('--admin <username>', "the company's first administrator")
      .option('--first-name <name>', "with --admin: the administrator's first name", '')
      .option('--email <address>', "with --admin: the administrator's e-mail", ''),
  ).action((name: string, o: PasswordOptions & { admin?: string; firstName: string; email: string }) =>
    withDatabase(async ({ db }) => {
      if (o.admin === undefined) {
        const created = await createCompany(db, name);
        ctx.out(`Created company "${created.name}" (id ${created.id}).`);
        return;
      }
      const password = o.password !== undefined || o.passwordStdin ? await readPassword(ctx, o) : undefined;
      const links = ctx.links ?? { publicUrl: 'http://localhost:8080', publicUrlSet: false };
      const { company: created, admin, link } = await createCompanyWithAdmin(db, { name, admin: o.admin, firstName: o.firstName, email: o.email, ...(password === undefined ? {} : { password }) }, links);
      ctx.out(`Created company "${created.name}" (id ${created.id}) with its administrator "${admin.username}", who holds every module and permission.`);
      if (link?.url) {
        ctx.out(`Open this link once, within 72 hours, to set the administrator's password and sign in:`);
        ctx.out(link.url);
        if (!links.publicUrlSet) ctx.out('(PLANTEL_PUBLIC_URL is not set: the link uses this machine\'s address; open it on this machine, or give PLANTEL_PUBLIC_URL to this command.)');
      } else ctx.out(`Sign in at ${links.publicUrl} as "${admin.username}".`);
    }),
  );
  company
    .command('list')
    .description('list companies')
    .action(() =>
      withDatabase(async ({ db }) => {
        const companies = await listCompanies(db);
        if (companies.length === 0) ctx.out('No companies yet: plantel company create <name> adds one.');
        for (const c of companies) ctx.out(`${String(c.id).padStart(4)}  ${c.name}`);
      }),
    );

  program
    .command('comfort')
    .description('stored comfort verdicts of the climate readings')
    .command('rejudge')
    .description("judge every stored comfort code again by each company's ambience profiles (once after an upgrade that changes the verdict; docs/ambience.md)")
    .action(() =>
      withDatabase(async ({ db }) => {
        for (const c of await listCompanies(db)) ctx.out(`${c.name}: ${await rejudgeStoredComfort(db, c.id)} divisions changed.`);
      }),
    );

  const user = program.command('user').description('manage users');
  passwordOptions(
    user
      .command('create <username>')
      .description('create a user in a company')
      .requiredOption('--company <name>', 'the company the user belongs to')
      .option('--first-name <name>', 'first name shown in the app', '')
      .option('--staff', 'staff member (technician)', false)
      .option('--superuser', 'superuser', false)
      .option('--roles <roles>', "module=Permission,… separated by ';', or JSON", parseRolesArgument, {})
      .option('--producer <name>', "a producer of the company whose farms alone the user follows (repeat for more; staff always follow every farm)", collect, []),
  ).action((username: string, o: PasswordOptions & { company: string; firstName: string; staff: boolean; superuser: boolean; roles: Roles; producer: string[] }) =>
    withDatabase(async ({ db }) => {
      const created = await createUser(db, {
        company: o.company,
        username,
        password: await readPassword(ctx, o),
        firstName: o.firstName,
        isStaff: o.staff,
        isSuperuser: o.superuser,
        roles: o.roles,
        producers: o.producer,
      });
      ctx.out(`Created user "${created.username}" in company "${o.company}".`);
    }),
  );
  user
    .command('list')
    .description('list users with their company and roles')
    .action(() =>
      withDatabase(async ({ db }) => {
        const users = await listUsers(db);
        if (users.length === 0) ctx.out('No users yet: plantel user create <username> --company <name> adds one.');
        for (const u of users) {
          const flags = [u.isSuperuser && 'superuser', u.isStaff && 'staff'].filter(Boolean).join(',') || '-';
          const producers = u.producers.length > 0 ? `  producers: ${u.producers.join('; ')}` : '';
          ctx.out(`${u.username.padEnd(16)} ${u.company.padEnd(16)} ${flags.padEnd(16)} ${JSON.stringify(u.roles)}${producers}`);
        }
      }),
    );
  passwordOptions(user.command('passwd <username>').description("change a user's password (signs them out everywhere)")).action(
    (username: string, o: PasswordOptions) =>
      withDatabase(async ({ db }) => {
        await changePassword(db, username, await readPassword(ctx, o));
        ctx.out(`Changed the password of "${username}".`);
      }),
  );
  user
    .command('set-roles <username> <roles>')
    .description("replace a user's roles (module=Permission,… separated by ';', or JSON)")
    .action((username: string, roles: string) =>
      withDatabase(async ({ db }) => {
        await setRoles(db, username, parseRolesArgument(roles) as Roles);
        ctx.out(`Set the roles of "${username}".`);
      }),
    );
  user
    .command('set-producers <username> [producers...]')
    .description("replace the producers whose farms alone a user follows (none: the whole company again)")
    .action((username: string, producers: string[]) =>
      withDatabase(async ({ db }) => {
        await setProducers(db, username, producers);
        ctx.out(producers.length > 0 ? `"${username}" now follows ${producers.join('; ')}.` : `"${username}" now follows every producer of the company.`);
      }),
    );
  for (const [name, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    user
      .command(`${name} <username>`)
      .description(active ? 'let a deactivated user sign in again' : 'stop a user: no sign-in, every session ends, no alarm messages (their records stay)')
      .action((username: string) =>
        withDatabase(async ({ db }) => {
          await setUserActiveFromCli(db, username, active);
          ctx.out(active ? `User ${username} reactivated.` : `User ${username} deactivated.`);
        }),
      );
  }
  user
    .command('delete <username>')
    .description('delete a user')
    .action((username: string) =>
      withDatabase(async ({ db }) => {
        await deleteUser(db, username);
        ctx.out(`Deleted user "${username}".`);
      }),
    );
  addDeviceCommands(program, ctx, withDatabase);
  addBatchCommands(program, ctx, withDatabase);
  addRegisterCommands(program, ctx, withDatabase);

  program
    .command('simulate')
    .description(
      'generate realistic farm data (sheds of every module with batches, readings, silos, forecasts and alerts) into a company; ' +
        'with --live, send live readings to a running server instead',
    )
    .option('--sheds <count>', 'number of sheds', parseWholeNumber)
    .option('--days <count>', 'days of time series per batch', parseWholeNumber, 14)
    .option('--seed <number>', 'random seed: the same seed and time give the same data', parseWholeNumber, 1)
    .option('--company <name>', 'the company to fill (created when missing)', 'Simulação')
    .option('--interval <minutes>', 'minutes between climate readings (S0, D0, enthalpy)', parseWholeNumber, 10)
    .option('--live', "send the readings of the key's devices to a running server, in real time")
    .option('--url <url>', 'with --live: the server; it tells which devices the key sends for, so --mqtt asks it too (default: http://localhost:$PORT, port 8080 without PORT)')
    .option('--key <key>', 'with --live: a gateway key (plantel key create, or the Devices screen); default $PLANTEL_INGEST_KEY')
    .option('--mqtt <url>', 'with --live: publish the readings to this MQTT broker instead of posting them, e.g. mqtt://localhost:1883')
    .option('--every <seconds>', 'with --live: seconds between readings', parseWholeNumber, 10)
    .option('--duration <seconds>', 'with --live: stop after this long (0: run until Ctrl-C)', parseWholeNumber, 0)
    .option('--time-zone <zone>', "with --live: the company's IANA time zone, whose clock day and night follow", DEFAULT_ALERT_THRESHOLDS.time_zone)
    .action(async (o: { sheds?: number; days: number; seed: number; company: string; interval: number; live?: boolean; url?: string; key?: string; mqtt?: string; every: number; duration: number; timeZone: string }) => {
      if (o.live) {
        const key = o.key ?? process.env.PLANTEL_INGEST_KEY;
        if (!key) throw new InvalidInputError('key', 'give --key <key> or set PLANTEL_INGEST_KEY (plantel key create --company <name> --label <text> issues one)');
        if (o.every < 1) throw new InvalidInputError('every', 'must be at least 1 second');
        if (!timeZoneSchema.safeParse(o.timeZone).success) throw new InvalidInputError('time-zone', 'must be an IANA time zone, e.g. America/Sao_Paulo');
        return runLiveSimulation({ url: o.url ?? localServerUrl(process.env), key, mqtt: o.mqtt, every: o.every, duration: o.duration, seed: o.seed, timeZone: o.timeZone }, ctx);
      }
      if (o.sheds === undefined) throw new InvalidInputError('sheds', 'give --sheds <count> (or --live to send live readings)');
      const sheds = o.sheds;
      return withDatabase(async ({ db }) => {
        const step = Math.max(1, Math.ceil(sheds / 10));
        const report = await simulateFarms(db, {
          company: o.company,
          sheds,
          days: o.days,
          seed: o.seed,
          readingIntervalMinutes: o.interval,
          onProgress: (done, total) => {
            if (done % step === 0 || done === total) ctx.out(`  ${done}/${total} sheds`);
          },
        });
        for (const line of simulationReportLines(report)) ctx.out(line);
      });
    });
  return program;
}

function simulationReportLines(report: SimulationReport): string[] {
  const total = Object.values(report.rows).reduce((a, b) => a + b, 0);
  const created = report.createdCompany ? ' (created)' : '';
  const rows = Object.entries(report.rows)
    .sort(([, a], [, b]) => b - a)
    .map(([table, n]) => `  ${table.padEnd(26)} ${n.toLocaleString('en-US').padStart(12)}`);
  return [
    `Simulated ${report.sheds} sheds into company "${report.company}"${created} in ${report.seconds.toFixed(1)} s: ${total.toLocaleString('en-US')} rows (${Math.round(total / report.seconds).toLocaleString('en-US')} rows/s).`,
    ...rows,
  ];
}

/** Runs one command line; returns the exit code (0 done, 1 refused, 2 bad usage). */
export async function runCli(argv: string[], ctx: CliContext): Promise<number> {
  const program = buildProgram(ctx);
  if (argv.length === 0) {
    program.outputHelp();
    return 2;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      return err.code === 'commander.helpDisplayed' || err.code === 'commander.version' ? 0 : 2;
    }
    if (err instanceof InvalidInputError || err instanceof NotFoundError || err instanceof ConflictError || err instanceof ForbiddenError || err instanceof InvalidFieldMessagesError) {
      ctx.err(`plantel: ${err.message}`);
      return 1;
    }
    throw err;
  }
}
