import { userInfo } from 'node:os';
import * as argon2 from 'argon2';
import { SqlDatabase } from '@kahraba/persistence';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { billing } from './testing/run-billing';

/** `billing passcodes set --scope tables|danger`, the new passcode read from stdin. */
describe('billing passcodes set', () => {
  let env: NodeJS.ProcessEnv;
  let db: SqlDatabase;

  beforeAll(async () => {
    const url = await createTestDatabase();
    env = { DATABASE_URL: url, DATA_DIR: '', USER: 'owner' };
    db = new SqlDatabase(url);
  });
  afterAll(() => db.close());

  const storedHash = async (scope: string) => {
    const [row] = await db.query<{ value: { hash: string } }>('SELECT value FROM settings WHERE key = $1', [
      `passcode:${scope}`,
    ]);
    return row?.value.hash ?? '';
  };

  it('sets the tables passcode from stdin, Arabic digits read as digits, audited as the OS user', async () => {
    const run = await billing(['passcodes', 'set', '--scope', 'tables'], env, '٧٣٩١\n');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe('عُيّنت كلمة المرور (tables)؛ كل جلسة فُتحت بالقديمة أُقفلت من جديد\n');
    expect(await argon2.verify(await storedHash('tables'), '7391')).toBe(true);
    const audit = await db.query<{ actor: string; action: string; details: unknown }>(
      "SELECT actor, action, details FROM audit_log WHERE action = 'set-passcode'",
    );
    expect(audit).toEqual([
      { actor: `cli:${userInfo().username}`, action: 'set-passcode', details: { scope: 'tables' } },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/7391|٧٣٩١/);
  });

  it('resets the danger passcode over one already stored, printing JSON with --json', async () => {
    await billing(['passcodes', 'set', '--scope', 'danger'], env, 'first-danger\n');
    const run = await billing(['passcodes', 'set', '--scope', 'danger', '--json'], env, 'second-danger\r\n');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      scope: 'danger',
      message: 'تم تعيين كلمة المرور بنجاح',
      database: expect.any(String),
    });
    const hash = await storedHash('danger');
    expect(await argon2.verify(hash, 'second-danger')).toBe(true);
    expect(await argon2.verify(hash, 'first-danger')).toBe(false);
  });

  it('refuses a passcode shorter than 4 characters in Arabic (exit 1) and keeps the stored one', async () => {
    const before = await storedHash('tables');
    const run = await billing(['passcodes', 'set', '--scope', 'tables', '--json'], env, 'abc\n');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(JSON.parse(run.stderr.trim())).toEqual({
      error: 'كلمة المرور يجب أن تحتوي على 4 أحرف على الأقل',
      code: 'PASSCODE_TOO_SHORT',
      database: expect.any(String),
    });
    expect(await storedHash('tables')).toBe(before);
  });

  it('exits 2 on an unknown or missing scope, before reading stdin', async () => {
    const unknown = await billing(['passcodes', 'set', '--scope', 'everything'], env, 'some-passcode\n');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
    const missing = await billing(['passcodes', 'set'], env, 'some-passcode\n');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--scope/);
  });
});
