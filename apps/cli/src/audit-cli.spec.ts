import { userInfo } from 'node:os';
import { SqlDatabase } from '@kahraba/persistence';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { billing } from './testing/run-billing';

/** The OS account running the tests, and so the `billing` they start. */
const osUser = userInfo().username;

interface Entry {
  at: string;
  userId: string | null;
  userEmail: string;
  action: string;
  system: string | null;
  count: number | null;
  details: Record<string, unknown>;
}

describe('billing audit list', () => {
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    // USER says nothing of who runs the terminal (unset under cron and root, or set to anything).
    env = { DATABASE_URL: await createTestDatabase(), DATA_DIR: '', USER: 'someone-else' };
  });

  it('lists what the terminal did, newest first, as JSON: a user created by the CLI', async () => {
    for (const email of ['first@example.com', 'second@example.com']) {
      const created = await billing(
        [
          'users',
          'create',
          '--email',
          email,
          '--first-name',
          'أ',
          '--last-name',
          'ب',
          '--role',
          'operator',
          '--password',
          'long enough',
        ],
        env,
      );
      expect(created.code).toBe(0);
    }
    const run = await billing(['audit', 'list', '--json'], env);
    expect(run.code).toBe(0);
    const { entries } = JSON.parse(run.stdout) as { entries: Entry[] };
    expect(entries.map((entry) => entry.details.email)).toEqual(['second@example.com', 'first@example.com']);
    expect(entries[0]).toMatchObject({
      userEmail: `cli:${osUser}`,
      userId: null,
      action: 'create-user',
      count: 1,
    });
  });

  it('prints a table for people, and filters by day and action', async () => {
    const run = await billing(['audit', 'list', '--since', '2020-01-01', '--action', 'create-user'], env);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^الوقت\s+المستخدم\s+الإجراء\s+النظام\s+العدد$/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`cli:${osUser}\\s+create-user\\s+-\\s+1$`));
    const later = await billing(['audit', 'list', '--since', '2099-01-01', '--json'], env);
    expect(JSON.parse(later.stdout)).toMatchObject({ entries: [] });
    const none = await billing(['audit', 'list', '--action', 'close-month'], env);
    expect(none.stdout.trim()).toBe('لا توجد إدخالات في سجل التدقيق');
  });

  it('exits 2 for a day that does not exist or an unknown action, with one line on stderr', async () => {
    for (const args of [
      ['--since', '2026-02-30'],
      ['--since', 'yesterday'],
      ['--action', 'drop-table'],
    ]) {
      const run = await billing(['audit', 'list', ...args], env);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

/** The terminal's entries name the OS account, and the user it acts for with `--as EMAIL`. */
describe('billing --as EMAIL', () => {
  let env: NodeJS.ProcessEnv;
  let db: SqlDatabase;
  const createUser = (email: string, role: string, extra: string[] = [], environment = env) =>
    billing(
      [
        ...extra,
        'users',
        'create',
        '--email',
        email,
        '--first-name',
        'رانيا',
        '--last-name',
        'خوري',
        '--role',
        role,
        '--password',
        'long enough',
        '--json',
      ],
      environment,
    );
  const lastEntry = async () => {
    const run = await billing(['audit', 'list', '--json'], env);
    return (JSON.parse(run.stdout) as { entries: Entry[] }).entries[0];
  };

  beforeAll(async () => {
    const url = await createTestDatabase();
    // As under cron or `sudo -i`: no USER at all.
    env = { DATABASE_URL: url, DATA_DIR: '', USER: undefined, LOGNAME: undefined };
    db = new SqlDatabase(url);
  });
  afterAll(() => db.close());

  it('names the OS account when USER is not set, not "cron"', async () => {
    expect((await createUser('rania@example.com', 'admin')).code).toBe(0);
    expect(await lastEntry()).toMatchObject({
      userEmail: `cli:${osUser}`,
      userId: null,
      action: 'create-user',
      details: { email: 'rania@example.com' },
    });
  });

  it("records the user of --as beside the OS account, with that user as the entry's user", async () => {
    const [rania] = await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'rania@example.com'");
    const run = await createUser('samer@example.com', 'operator', ['--as', 'RANIA@example.com']);
    expect(run.code).toBe(0);
    expect(await lastEntry()).toMatchObject({
      userEmail: `cli:${osUser} (rania@example.com)`,
      userId: rania.id,
      action: 'create-user',
      details: { email: 'samer@example.com' },
    });
  });

  it('takes --as after the command too', async () => {
    const run = await billing(['audit', 'list', '--json', '--as', 'rania@example.com'], env);
    expect(run.code).toBe(0);
  });

  it('refuses an unknown or deactivated user in Arabic (exit 2), doing nothing', async () => {
    await db.query("UPDATE users SET active = false WHERE email = 'samer@example.com'");
    for (const email of ['nobody@example.com', 'samer@example.com']) {
      const run = await createUser('third@example.com', 'operator', ['--as', email]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain(email);
      expect(run.stderr).toMatch(/لا يوجد مستخدم فعّال/);
    }
    const json = await createUser('third@example.com', 'operator', ['--as', 'nobody@example.com']);
    expect(JSON.parse(json.stderr)).toMatchObject({ code: 'UNKNOWN_ACTING_USER' });
    expect(await db.query("SELECT 1 FROM users WHERE email = 'third@example.com'")).toEqual([]);
  });
});
