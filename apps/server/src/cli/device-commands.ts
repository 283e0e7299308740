import { InvalidArgumentError, type Command } from 'commander';
import { DEVICE_TYPES, deviceTypeSchema, type DeviceType } from '@plantel/contracts';
import type { Database } from '../db/database';
import { findCompanyNamed } from '../services/access/users.service';
import { commandLineActor } from '../services/access/audit.service';
import { issueKeyFromCli, listCompanyDevices, registerDevice, revokeKeysFromCli } from '../services/telemetry/devices.service';
import { NotFoundError } from '../services/common/errors';
import type { CliContext } from './cli-context';
import { parseWholeNumber } from './whole-number-argument';

type WithDatabase = (work: (database: Database) => Promise<void>) => Promise<void>;

const parseDeviceType = (value: string): DeviceType => {
  const parsed = deviceTypeSchema.safeParse(value);
  if (!parsed.success) throw new InvalidArgumentError(`must be one of ${DEVICE_TYPES.join(', ')}`);
  return parsed.data;
};

async function companyId(database: Database, name: string) {
  const company = await findCompanyNamed(database.db, name);
  if (!company) throw new NotFoundError(`No company "${name}"`);
  return company.id;
}

const keyLines = (key: { id: number; key: string }) => [`Key ${key.id}: ${key.key}`, 'It is shown only now: give it to the device (Authorization: Bearer <key>, or "key" in MQTT messages).'];

/** `plantel device …` and `plantel key …`: the device registry and ingest keys, as the staff screen has them. */
export function addDeviceCommands(program: Command, ctx: CliContext, withDatabase: WithDatabase) {
  const device = program.command('device').description('manage devices (sensors and scales) and their ingest keys');
  device
    .command('list')
    .description("list a company's devices with their status")
    .requiredOption('--company <name>', 'the company')
    .option('--shed <id>', 'only this shed', parseWholeNumber)
    .action((o: { company: string; shed?: number }) =>
      withDatabase(async (database) => {
        const id = await companyId(database, o.company);
        const rows = await listCompanyDevices(database.db, id, o.shed);
        if (rows.length === 0) ctx.out(`No devices in company "${o.company}"${o.shed === undefined ? '' : ` in shed ${o.shed}`}: plantel device create adds one.`);
        for (const d of rows) {
          const seen = d.lastSeenAt ? d.lastSeenAt.toISOString() : '-';
          ctx.out(`${String(d.id).padStart(6)}  ${d.type.padEnd(11)} ${d.identification.padEnd(16)} ${`${d.shedIdentification} / ${d.position}`.padEnd(28)} ${d.status.padEnd(7)} ${seen}`);
        }
      }),
    );
  device
    .command('create')
    .description('register a device in a shed')
    .requiredOption('--company <name>', 'the company')
    .requiredOption('--shed <id>', 'the shed it is installed in', parseWholeNumber)
    .requiredOption('--type <type>', `one of ${DEVICE_TYPES.join(', ')}`, parseDeviceType)
    .requiredOption('--identification <text>', 'its serial number or label')
    .option('--position <text>', 'the box (e.g. "Box 1") or, for a silo scale, the silo (e.g. "Silo 1")', '')
    .action((o: { company: string; shed: number; type: DeviceType; identification: string; position: string }) =>
      withDatabase(async (database) => {
        const id = await companyId(database, o.company);
        const created = await registerDevice(database.db, commandLineActor(id), { shed: o.shed, type: o.type, identification: o.identification, position: o.position });
        ctx.out(`Registered device ${created} (${o.type} ${o.identification}).`);
      }),
    );
  device
    .command('key <device-id>')
    .description("issue a new key for a device; its earlier keys stop working")
    .requiredOption('--company <name>', 'the company')
    .action((deviceId: string, o: { company: string }) =>
      withDatabase(async (database) => {
        const key = await issueKeyFromCli(database.db, await companyId(database, o.company), { deviceId: parseWholeNumber(deviceId) });
        for (const line of keyLines(key)) ctx.out(line);
      }),
    );
  device
    .command('revoke <device-id>')
    .description("revoke a device's keys")
    .requiredOption('--company <name>', 'the company')
    .action((deviceId: string, o: { company: string }) =>
      withDatabase(async (database) => {
        const n = await revokeKeysFromCli(database.db, await companyId(database, o.company), { deviceId: parseWholeNumber(deviceId) });
        ctx.out(`Revoked ${n} key${n === 1 ? '' : 's'}.`);
      }),
    );

  const key = program.command('key').description('gateway keys: one key for every device of a company');
  key
    .command('create')
    .description('issue a gateway key')
    .requiredOption('--company <name>', 'the company')
    .requiredOption('--label <text>', 'what the key is for, e.g. the gateway of a farm')
    .action((o: { company: string; label: string }) =>
      withDatabase(async (database) => {
        for (const line of keyLines(await issueKeyFromCli(database.db, await companyId(database, o.company), { gateway: o.label }))) ctx.out(line);
      }),
    );
  key
    .command('revoke <key-id>')
    .description('revoke any key by its id')
    .requiredOption('--company <name>', 'the company')
    .action((keyId: string, o: { company: string }) =>
      withDatabase(async (database) => {
        const n = await revokeKeysFromCli(database.db, await companyId(database, o.company), { keyId: parseWholeNumber(keyId) });
        if (n === 0) throw new NotFoundError(`No active key ${keyId} in company "${o.company}"`);
        ctx.out(`Revoked key ${keyId}.`);
      }),
    );
}
