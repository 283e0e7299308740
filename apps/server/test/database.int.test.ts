import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock';
import { openPgliteDir } from '../src/db/pglite';
import * as schema from '../src/db/schema';
import { countCompanies, insertCompany } from '../src/repositories/companies.repository';
import { changePassword } from '../src/services/access/users.service';
import { demoLoginsInUse, seedDemo, startBanner } from '../src/services/demo/demo-seed.service';
import { createTestDatabase } from './helpers/test-database';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('migrations', () => {
  it('create every table on an empty database, and a second run changes nothing', async () => {
    const database = await createTestDatabase({ empty: true });
    cleanups.push(() => database.close());
    await database.migrate();
    const tables = async () => {
      const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and not exists (select 1 from pg_inherits i join pg_class c on c.oid = i.inhrelid where c.relname = table_name) order by table_name collate "C"`);
      return (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    };
    const schemaTables = Object.values(schema).filter((t) => is(t, PgTable)).map((t) => getTableName(t as PgTable));
    const expected = [
      'airsacculitis', 'alert_deliveries', 'alert_settings', 'alerts', 'ambience_profiles', 'app_secrets', 'audit_log', 'batch_divisions', 'batch_removals', 'batch_summaries', 'batches', 'climate_hours', 'climate_rollups', 'companies', 'consumption_history',
      'd0_readings', 'devices', 'e0_readings', 'egg_records', 'enthalpy_readings', 'feed_controls', 'forecast_snapshots', 'health_products', 'health_samples', 'health_treatments', 'health_vaccinations', 'idempotency_keys', 'ingest_keys', 'lay_standard_weeks', 'lay_standards', 'load_plan_versions', 'minimum_consumption_alerts', 'mortality', 'notification_policies', 'notification_preferences',
      'password_links', 'performance_data', 'performance_settings', 'producers', 'properties', 'push_subscriptions', 'ration_types', 'report_deliveries', 'report_schedules', 's0_readings',
      'sanitary_bulletin_versions', 'settlement_contract_versions', 'settlement_contracts', 'settlement_statements', 'shed_divisions', 'shed_list_entries', 'shed_list_items', 'sheds', 'silo_occupation_readings', 'silos', 'slaughter_results', 'stale_rows', 'telemetry_dead_letters', 'telemetry_receipts', 'user_producers', 'users', 'water_meter_readings', 'weighings',
    ];
    expect([...schemaTables].sort()).toEqual(expected);
    expect(await tables()).toEqual(expected);
    await database.migrate();
    expect(await tables()).toHaveLength(expected.length);
  });

  it('seed the demo once: a second seed finds data and leaves it alone', async () => {
    const database = await createTestDatabase({ empty: true });
    cleanups.push(() => database.close());
    await database.migrate();
    expect(await seedDemo(database.db)).toBe(true);
    expect(await seedDemo(database.db)).toBe(false);
    expect(await countCompanies(database.db)).toBe(2);
  });

  it('the start banner lists the demo logins that sign in with the demo password', async () => {
    const demo = await createTestDatabase();
    cleanups.push(() => demo.close());
    const seeded = startBanner('http://localhost:8080', await demoLoginsInUse(demo.db));
    expect(seeded).toMatch(/^Plantel is running at http:\/\/localhost:8080\nDemo logins \(password "plantel"\):/);
    expect(seeded).toMatch(/^ {2}produtor /m);
    await changePassword(demo.db, 'produtor', 'not-the-demo-one');
    const changed = startBanner('http://localhost:8080', await demoLoginsInUse(demo.db));
    expect(changed).not.toMatch(/produtor/);
    expect(changed).toMatch(/^ {2}admin /m);
  }, 60_000);

  it('the start banner lists no demo logins in a database that had data of its own', async () => {
    const other = await createTestDatabase({ empty: true });
    cleanups.push(() => other.close());
    await other.migrate();
    await insertCompany(other.db, 'Granja Real');
    expect(await seedDemo(other.db)).toBe(false);
    expect(startBanner('http://localhost:8080', await demoLoginsInUse(other.db))).toBe('Plantel is running at http://localhost:8080');
  }, 60_000);
});

describe('embedded database directory', () => {
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-data-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it('keeps its data across restarts', async () => {
    const dir = tempDir();
    const first = await openPgliteDir(dir);
    await first.migrate();
    await seedDemo(first.db);
    await first.close();
    const second = await openPgliteDir(dir);
    cleanups.push(() => second.close());
    await second.migrate();
    expect(await countCompanies(second.db)).toBe(2);
    expect(await seedDemo(second.db)).toBe(false);
  });

  it('refuses a second opener while the first holds it, and lets it in once released', async () => {
    const dir = tempDir();
    const first = await openPgliteDir(dir);
    await expect(openPgliteDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openPgliteDir(dir);
    await again.close();
  });

  it('takes over at once a lock left by a process that is no longer running (killed, or its pid reused), and refuses one that is', async () => {
    const lockFile = (dir: string) => path.join(dir, 'plantel.lock');
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    const deadDir = tempDir();
    fs.mkdirSync(deadDir, { recursive: true });
    fs.writeFileSync(lockFile(deadDir), JSON.stringify({ pid: gone.pid, started: '1' }));
    const afterCrash = await openPgliteDir(deadDir);
    await afterCrash.close();

    // This very pid, but a process that started at another time: the pid was reused.
    const reusedDir = tempDir();
    fs.mkdirSync(reusedDir, { recursive: true });
    fs.writeFileSync(lockFile(reusedDir), JSON.stringify({ pid: process.pid, started: '0' }));
    const afterReuse = await openPgliteDir(reusedDir);
    await afterReuse.close();

    // The lock of a process still running (this one, as it started) is refused, and left in place.
    const liveDir = tempDir();
    const live = await openPgliteDir(liveDir);
    cleanups.push(() => live.close());
    const held = fs.readFileSync(lockFile(liveDir), 'utf8');
    await expect(openPgliteDir(liveDir)).rejects.toThrow(`pid ${process.pid}`);
    expect(fs.readFileSync(lockFile(liveDir), 'utf8')).toBe(held);
  });

  it('takes over at once the lock of a process killed but not yet reaped (a zombie), without waiting for it', async () => {
    // `sh` starts a short sleep in the background and becomes a long one: the short sleep exits and,
    // its new parent never waiting for it, stays a zombie while the long one runs.
    const parent = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 10'], { stdio: ['ignore', 'pipe', 'ignore'] });
    cleanups.push(async () => void parent.kill('SIGKILL'));
    const pid = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim()))));
    await expect.poll(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[0], { timeout: 5000 }).toBe('Z');
    const started = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'plantel.lock'), JSON.stringify({ pid, started }));
    // The lock alone is timed (opening the database is not): not the grace a dying holder gets (5 s), since a zombie runs no more.
    const before = Date.now();
    const release = await lockDataDir(dir);
    expect(Date.now() - before).toBeLessThan(1000);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'plantel.lock'), 'utf8')).pid).toBe(process.pid);
    await release();
  });

  it('makes a second process exit with a clear message while the server holds the directory', async () => {
    const dir = tempDir();
    const running = await openPgliteDir(dir);
    cleanups.push(() => running.close());
    const cli = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', cli, 'migrate'], {
      env: { ...process.env, DATABASE_URL: '', PLANTEL_DATA_DIR: dir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Another Plantel process (pid ${process.pid}) is already using the data directory ${dir}`);
  });
});
