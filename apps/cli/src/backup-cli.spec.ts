import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { terminalActorOf } from '@kahraba/billing-domain';
import { SqlDatabase } from '@kahraba/persistence';
import { createDemoTestDatabase, rewriteBackup } from '@kahraba/persistence/testing';
import { billing } from './testing/run-billing';
import { RunningApp, TestMachines, type Customer, type Payment } from './testing/running-app';

const BILLING = join(__dirname, '..', 'dist', 'main.js');

/**
 * A backup taken while 20 payments are written is consistent and holds every
 * payment committed before it started; restored into a new DATA_DIR, the app there shows the same
 * customers, balances and receipts.
 */
describe('billing backup and billing restore, with the app running', () => {
  const machines = new TestMachines();
  const apps = machines.apps;
  const folder = (name: string) => machines.folder(name);

  afterAll(async () => {
    await machines.clear();
  });

  it('backs up while payments are written, and the restored app shows what the first one showed', async () => {
    const office = folder('office');
    const officeData = join(office, 'data');
    const backups = join(office, 'backups');
    const app = await RunningApp.start(officeData);
    apps.push(app);
    // The password file of the embedded server is readable by its owner only.
    expect(statSync(join(officeData, 'embedded-postgres.json')).mode & 0o777).toBe(0o600);

    const customers: Customer[] = [];
    for (let n = 1; n <= 10; n += 1)
      customers.push(
        await app.call<Customer>('POST', '/api/ampere-records', {
          name: `عميل ${n}`,
          box: '5',
          ampere: 10,
          force: true,
        }),
      );
    const committedBefore: Payment[] = [];
    for (const customer of customers.slice(0, 5)) committedBefore.push(await app.pay(customer, 3));

    // The backup, and 20 payments in parallel spread over the time it takes.
    const backupRun = billing(['backup', '--out', backups, '--json'], {
      DATABASE_URL: '',
      DATA_DIR: officeData,
    });
    const during = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        await new Promise((wait) => setTimeout(wait, index * 60));
        return app.pay(customers[index % customers.length], 1.25);
      }),
    );
    const run = await backupRun;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const taken = JSON.parse(run.stdout) as { file: string; bytes: number };
    expect(statSync(taken.file).mode & 0o777).toBe(0o600);
    expect(readdirSync(backups).filter((name) => name.endsWith('.part'))).toEqual([]);
    expect(during).toHaveLength(20);

    // A quiet backup after the writes: the state to find again on a new machine.
    const quiet = JSON.parse(
      (await billing(['backup', '--out', backups, '--json'], { DATABASE_URL: '', DATA_DIR: officeData }))
        .stdout,
    ) as { file: string };
    const seenAtTheOffice = await app.whatTheOperatorSees();
    // Restore needs the app stopped.
    const whileRunning = await billing(['restore', quiet.file, '--force'], {
      DATABASE_URL: '',
      DATA_DIR: officeData,
    });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(/^خطأ: التطبيق ما زال يعمل/);
    await app.stop();

    // A new machine: restore the backup taken during the writes into an empty DATA_DIR.
    const newMachine = join(folder('new-machine'), 'data');
    const restore = await billing(['restore', taken.file], { DATABASE_URL: '', DATA_DIR: newMachine });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('تمت الاستعادة');
    expect(restore.stdout).toContain('الدفعات:');

    let restored = await RunningApp.start(newMachine);
    apps.push(restored);
    const duringCopy = await restored.whatTheOperatorSees();
    // Consistent: each customer's paid amount is the sum of its receipts.
    for (const customer of duringCopy.customers) {
      const paid = duringCopy.receipts[customer.customerNumber]
        .filter((payment) => !payment.voidedAt)
        .reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
      expect(Math.round(customer.amountPaid * 100)).toBe(paid);
    }
    // Every payment committed before the backup started is there.
    const restoredIds = new Set(
      Object.values(duringCopy.receipts)
        .flat()
        .map((payment) => payment.id),
    );
    for (const payment of committedBefore) expect(restoredIds).toContain(payment.id);
    await restored.stop();

    // Without --force, the data now there is not replaced; with it, it is backed up first.
    const refused = await billing(['restore', quiet.file], { DATABASE_URL: '', DATA_DIR: newMachine });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--force');
    const forced = await billing(['restore', quiet.file, '--force', '--json'], {
      DATABASE_URL: '',
      DATA_DIR: newMachine,
      BACKUP_DIR: join(newMachine, '..', 'replaced'),
    });
    expect(forced.stderr).toBe('');
    const answer = JSON.parse(forced.stdout) as { replacedBackup: string; restored: { payments: number } };
    expect(existsSync(answer.replacedBackup)).toBe(true);
    expect(answer.restored.payments).toBe(25);

    restored = await RunningApp.start(newMachine);
    apps.push(restored);
    expect(await restored.whatTheOperatorSees()).toEqual(seenAtTheOffice);
  });
});

describe('billing backup verify', () => {
  let env: NodeJS.ProcessEnv;
  let out: string;

  beforeAll(async () => {
    // A business with months of history (docs/business-demo.md).
    const url = await createDemoTestDatabase();
    env = { DATABASE_URL: url, DATA_DIR: '', USER: 'owner' };
    out = mkdtempSync(join(tmpdir(), 'kahraba-verify-'));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('says a good file is sound, and refuses a file with one byte changed in one Arabic line', async () => {
    const taken = await billing(['backup', '--out', out, '--json'], env);
    expect(taken.code).toBe(0);
    const { file, verified } = JSON.parse(taken.stdout) as { file: string; verified: boolean | null };
    expect(file).toMatch(/kahraba-\d{4}-\d{2}-\d{2}T\d{4}\.backup$/);
    // docs/backups.md: every backup is verified unless asked not to.
    expect(verified).toBe(true);
    const unchecked = await billing(['backup', '--out', out, '--no-verify'], env);
    expect(unchecked.code).toBe(0);
    expect(unchecked.stdout).toContain('لم يتم التحقق منها (--no-verify)');

    const good = await billing(['backup', 'verify', file], env);
    expect(good.stderr).toBe('');
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('النسخة سليمة');
    const goodJson = await billing(['backup', 'verify', file, '--json'], env);
    expect(JSON.parse(goodJson.stdout)).toMatchObject({ ok: true, file });

    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length * 0.6)] ^= 0x20;
    const changed = join(out, 'changed.backup');
    writeFileSync(changed, bytes);
    chmodSync(changed, 0o600);
    const bad = await billing(['backup', 'verify', changed], env);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe('خطأ: ملف النسخة الاحتياطية تالف أو ناقص ولا يمكن استعادته\n');

    const json = await billing(['backup', 'verify', changed, '--json'], env);
    expect(JSON.parse(json.stderr)).toEqual({
      error: 'ملف النسخة الاحتياطية تالف أو ناقص ولا يمكن استعادته',
      code: 'BACKUP_UNREADABLE',
      database: expect.any(String),
    });
  });
});

/** docs/backups.md: a restore that fails, and a full backup disk, change nothing and say so in one line. */
describe('billing restore and billing backup when they fail', () => {
  let url: string;
  let env: NodeJS.ProcessEnv;
  let out: string;

  beforeAll(async () => {
    // A business with months of history (docs/business-demo.md), and 40 customers the test names.
    url = await createDemoTestDatabase();
    out = mkdtempSync(join(tmpdir(), 'kahraba-failing-'));
    env = { DATABASE_URL: url, DATA_DIR: '', USER: 'owner', BACKUP_DIR: join(out, 'replaced') };
    const db = new SqlDatabase(url);
    await db.query(
      `INSERT INTO ampere_records (customer_number, name, box, ampere, ampere_price, amount, amount_paid,
         outstanding_balance, month)
       SELECT 9000 + n, 'عميل ' || n, '7', 10, 5, 50, 30, 20, '2026-11' FROM generate_series(1, 40) AS n`,
    );
    await db.close();
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  async function whatTheDatabaseHolds(): Promise<unknown> {
    const db = new SqlDatabase(url, 1);
    try {
      return await db.query(
        `SELECT count(*)::int AS customers, sum(amount_paid)::text AS paid,
                string_agg(name, '|' ORDER BY customer_number) AS names FROM ampere_records`,
      );
    } finally {
      await db.close();
    }
  }

  it('leaves the data exactly as it was when restore --force fails, after backing it up', async () => {
    const before = await whatTheDatabaseHolds();
    const taken = JSON.parse((await billing(['backup', '--out', out, '--json'], env)).stdout) as {
      file: string;
    };
    // A file that passes its own checks and fails only once loaded: its rows differ from its manifest.
    const forged = join(out, 'forged.backup');
    rewriteBackup(taken.file, forged, (text) => text.replace('عميل 7\t', 'عميل 9\t'));

    const corrupt = join(out, 'corrupt.backup');
    writeFileSync(corrupt, readFileSync(taken.file).subarray(0, 200), { mode: 0o600 });
    for (const file of [forged, corrupt]) {
      const run = await billing(['restore', file, '--force', '--json'], env);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(['BACKUP_MISMATCH', 'BACKUP_UNREADABLE']).toContain(
        (JSON.parse(run.stderr) as { code: string }).code,
      );
      expect(await whatTheDatabaseHolds()).toEqual(before);
    }
    // The forged file got as far as replacing: the data was backed up (and verified) first.
    expect(readdirSync(join(out, 'replaced')).filter((name) => name.endsWith('.backup'))).toHaveLength(1);
  });

  it("records a restore that succeeds once in the audit log, in the terminal user's name", async () => {
    const taken = JSON.parse((await billing(['backup', '--out', out, '--json'], env)).stdout) as {
      file: string;
    };
    const run = await billing(['restore', taken.file, '--force', '--json'], env);
    expect(run.code).toBe(0);
    const db = new SqlDatabase(url, 1);
    try {
      const entries = await db.query<{ actor: string; file: string }>(
        `SELECT actor, details->>'file' AS file FROM audit_log WHERE action = 'restore-backup'`,
      );
      expect(entries).toEqual([{ actor: terminalActorOf(userInfo().username), file: taken.file }]);
    } finally {
      await db.close();
    }
  });

  it('says a full backup disk in one Arabic line and leaves nothing of the backup there', async () => {
    const disk = mkdtempSync(join(tmpdir(), 'kahraba-full-disk-'));
    try {
      // A 64 kB disk of its own (a tmpfs in a mount namespace of this run), filled before the backup.
      const run = await runShell(
        `mount -t tmpfs -o size=64k tmpfs "${disk}" && { dd if=/dev/zero of="${disk}/filler" bs=4k 2>/dev/null; "${process.execPath}" "${BILLING}" backup --out "${disk}" --json; code=$?; ls -A "${disk}" >&3; exit $code; }`,
        env,
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(JSON.parse(run.stderr)).toEqual({
        error: `لا توجد مساحة كافية على القرص لحفظ النسخة الاحتياطية في ${disk}: لم يُحفظ شيء، أفرغ مساحة ثم أعد المحاولة`,
        code: 'BACKUP_DISK_FULL',
        database: expect.any(String),
      });
      expect(run.listing.trim().split('\n')).toEqual(['filler']);
    } finally {
      rmSync(disk, { recursive: true, force: true });
    }
  });
});

/** A shell script in a mount namespace of its own; what it writes to fd 3 comes back as `listing`. */
function runShell(
  script: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string; listing: string }> {
  return new Promise((resolveRun) => {
    const child = spawn('unshare', ['--mount', 'sh', '-c', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let listing = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (listing += chunk.toString()));
    child.on('close', (code) => resolveRun({ code: code ?? -1, stdout, stderr, listing }));
  });
}
