import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, freePort } from '@kahraba/persistence/testing';
import { billing } from './testing/run-billing';
import { TestMachines } from './testing/running-app';

/** Neither variable set: the CLI has to decide where the database is itself. */
const UNSET = { DATA_DIR: '', DATABASE_URL: '' };

/** docs/cli-database.md: the command line finds its database or refuses; it says which it used. */
describe('the database the command line uses', () => {
  const machines = new TestMachines();
  afterAll(() => machines.clear());

  /** A clone of the project (its root package.json), with no database yet. */
  function clone(): string {
    const project = machines.folder('clone');
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'kahraba', private: true }));
    mkdirSync(join(project, 'docs'));
    return project;
  }

  it('outside the project folder without DATA_DIR or DATABASE_URL (as cron runs it), refuses in one Arabic line naming where it looked, and makes no folder', async () => {
    const home = machines.folder('cron-home');
    const looked = join(home, '.data');
    for (const args of [
      ['month', 'close', '--system', 'mahmoud-kwh'],
      ['users', 'list'],
      ['restore', join(home, 'kahraba.backup')],
    ]) {
      const run = await billing(args, UNSET, '', home);
      expect(run).toMatchObject({ code: 1, stdout: '', database: undefined });
      expect(run.stderr.split('\n')).toEqual([expect.stringMatching(/^خطأ: لا توجد قاعدة بيانات في /), '']);
      expect(run.stderr).toContain(looked);
      expect(run.stderr).toContain(`المجلد الحالي ${home} ليس مجلد المشروع`);
      expect(run.stderr).toMatch(/DATA_DIR/);
    }
    const json = await billing(['month', 'close', '--system', 'mahmoud-kwh', '--json'], UNSET, '', home);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stderr)).toEqual({
      error: expect.stringContaining(looked),
      code: 'DATABASE_NOT_FOUND',
    });
    expect(readdirSync(home)).toEqual([]);
  });

  it('refuses a DATA_DIR that holds no database rather than make one there', async () => {
    const typo = join(machines.folder('typo'), 'dta');
    const run = await billing(['month', 'close', '--system', 'ampere', '--dry-run'], {
      ...UNSET,
      DATA_DIR: typo,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `خطأ: لا توجد قاعدة بيانات في ${typo} (DATA_DIR): تحقق من المسار، أو شغّل التطبيق مرة (npm start) لإنشائها، أو استعد إليه نسخة احتياطية (billing restore)\n`,
    );
    expect(existsSync(typo)).toBe(false);
  });

  it('in the project folder, or a folder inside it, uses the .data that npm start uses; only a restore makes it', async () => {
    const project = clone();
    const data = join(project, '.data');
    const inDocs = (args: string[]) => billing(args, UNSET, '', join(project, 'docs'));
    const before = await inDocs(['users', 'list']);
    expect(before.code).toBe(1);
    expect(before.stderr).toMatch(new RegExp(`^خطأ: لا توجد قاعدة بيانات في ${data} \\(مجلد المشروع`));

    // A new machine: the backup of another database, restored into the clone.
    const office = { DATABASE_URL: await createTestDatabase(), DATA_DIR: '' };
    const taken = await billing(['backup', '--out', machines.folder('usb'), '--json'], office);
    const { file } = JSON.parse(taken.stdout) as { file: string };
    const tried = await inDocs(['restore', file, '--dry-run']);
    expect(tried.code).toBe(1);
    expect(tried.stderr).toMatch(/^خطأ: لا توجد قاعدة بيانات في /);
    expect(existsSync(data)).toBe(false);
    const restored = await inDocs(['restore', file]);
    expect(restored).toMatchObject({ code: 0, database: data, stderr: '' });

    const listed = await inDocs(['users', 'list']);
    expect(listed).toMatchObject({ code: 0, database: data, stderr: '' });
    const json = await billing(['users', 'list', '--json'], UNSET, '', project);
    expect(json).toMatchObject({ code: 0, database: undefined, stderr: '' });
    expect(JSON.parse(json.stdout)).toEqual({ users: [], database: data });
    // Started for the command and stopped after it.
    expect(existsSync(join(data, 'postgres', 'postmaster.pid'))).toBe(false);

    // cron, from its own folder, with DATA_DIR set as the crontab lines of docs/operator-guide.md set it.
    const cron = await billing(
      ['month', 'close', '--system', 'mahmoud-kwh', '--dry-run', '--json'],
      { ...UNSET, DATA_DIR: data },
      '',
      machines.folder('cron-home'),
    );
    expect(cron.code).toBe(0);
    expect(JSON.parse(cron.stdout)).toMatchObject({ dryRun: true, totalCustomers: 0, database: data });
  });

  it('names a DATABASE_URL without its password, on stderr and in --json, refusals included', async () => {
    const url = await createTestDatabase();
    const { username, password, host, pathname } = new URL(url);
    const env = { DATABASE_URL: url, DATA_DIR: '' };

    const told = await billing(['db', 'migrate'], env);
    expect(told.code).toBe(0);
    expect(told.stdout).toBe('قاعدة البيانات محدّثة: لا ترحيلات جديدة\n');
    expect(told.database).toBe(`postgresql://${username}@${host}${pathname}`);
    expect(told.stdout + told.stderr).not.toContain(password);

    const json = await billing(['db', 'migrate', '--json'], env);
    expect(json).toMatchObject({ code: 0, database: undefined, stderr: '' });
    expect(JSON.parse(json.stdout)).toEqual({ applied: [], database: told.database });

    const refused = await billing(['month', 'close', '--system', 'solar-kwh', '--json'], env);
    expect(refused).toMatchObject({ code: 1, stdout: '', database: undefined });
    expect(JSON.parse(refused.stderr)).toEqual({
      error: 'نظام الفوترة غير معروف',
      code: 'UNKNOWN_BILLING_SYSTEM',
      database: told.database,
    });
  });

  it('says in Arabic that a DATABASE_URL does not answer, naming it', async () => {
    const port = await freePort();
    const run = await billing(['users', 'list'], {
      DATABASE_URL: `postgresql://kahraba:secret@127.0.0.1:${port}/kahraba`,
      DATA_DIR: '',
    });
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      database: `postgresql://kahraba@127.0.0.1:${port}/kahraba`,
    });
    expect(run.stderr.split('\n')).toEqual([expect.stringMatching(/^خطأ: قاعدة البيانات لا تستجيب \(/), '']);
    expect(run.stderr).not.toContain('secret');
  });
});
