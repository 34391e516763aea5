import { createTestDatabase } from '@kahraba/persistence';
import { billing } from './testing/run-billing';

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
    env = { DATABASE_URL: await createTestDatabase(), DATA_DIR: '', USER: 'owner' };
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
    const entries = JSON.parse(run.stdout) as Entry[];
    expect(entries.map((entry) => entry.details.email)).toEqual(['second@example.com', 'first@example.com']);
    expect(entries[0]).toMatchObject({
      userEmail: 'cli:owner',
      userId: null,
      action: 'create-user',
      count: 1,
    });
  });

  it('prints a table for people, and filters by day and action', async () => {
    const run = await billing(['audit', 'list', '--since', '2020-01-01', '--action', 'create-user'], env);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^AT\s+USER\s+ACTION\s+SYSTEM\s+COUNT$/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/cli:owner\s+create-user\s+-\s+1$/);
    const later = await billing(['audit', 'list', '--since', '2099-01-01', '--json'], env);
    expect(JSON.parse(later.stdout)).toEqual([]);
    const none = await billing(['audit', 'list', '--action', 'close-month'], env);
    expect(none.stdout.trim()).toBe('no audit entries');
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
