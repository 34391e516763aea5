import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessRunning } from '@kahraba/persistence';
import { freePort } from '@kahraba/persistence/testing';

const ROOT = join(__dirname, '..', '..', '..');
const APP = join(ROOT, 'apps', 'api', 'dist', 'main.js');
const BILLING = join(ROOT, 'apps', 'cli', 'dist', 'main.js');

/**
 * The app (as `npm start` runs it, built by `npm test` before jest) killed hard leaves its
 * embedded PostgreSQL running; the next start adopts it and stops it on its own shutdown, and the
 * CLI joins only a PostgreSQL whose app runs. And a stale postmaster.pid naming a live
 * process that is not PostgreSQL does not stop the app from starting.
 */
describe('the embedded PostgreSQL of an app killed hard', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kahraba-restart-'));
  });
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    const pid = serverPid();
    if (pid !== null && isProcessRunning(pid)) {
      process.kill(pid, 'SIGINT');
      await until(() => !isProcessRunning(pid));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = () => ({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'restart-test-password',
    TABLES_PASSCODE: '2468',
  });
  function serverPid(): number | null {
    const file = join(dataDir, 'postgres', 'postmaster.pid');
    return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
  }

  /** The process recorded as responsible for stopping the server. */
  function ownerPid(): number | null {
    const file = join(dataDir, 'embedded-postgres.owner.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid : null;
  }

  async function spawnApp(): Promise<ChildProcess> {
    const port = await freePort();
    const app = spawn(process.execPath, [APP], { env: { ...env(), PORT: String(port) } });
    children.push(app);
    return app;
  }

  async function startApp(): Promise<ChildProcess> {
    const app = await spawnApp();
    let output = '';
    await new Promise<void>((ready, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('to sign in')) ready();
      };
      app.stdout!.on('data', read);
      app.stderr!.on('data', read);
      app.once('exit', (code) => reject(new Error(`the app exited (${code}):\n${output}`)));
    });
    return app;
  }

  async function stop(app: ChildProcess, signal: NodeJS.Signals): Promise<void> {
    const exited = new Promise((resolveExit) => app.once('exit', resolveExit));
    app.kill(signal);
    await exited;
  }

  function billing(args: string[]): Promise<{ code: number | null; stdout: string }> {
    return new Promise((resolveRun) => {
      const child = spawn(process.execPath, [BILLING, ...args], { env: env() });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.on('close', (code) => resolveRun({ code, stdout }));
    });
  }

  it('is adopted by the next app start, which stops it on its own shutdown', async () => {
    await stop(await startApp(), 'SIGKILL');
    const orphan = serverPid()!;
    expect(isProcessRunning(orphan)).toBe(true);

    const next = await startApp();
    expect(serverPid()).toBe(orphan); // the same server, adopted
    await stop(next, 'SIGTERM');

    // The app ends only once the server it adopted has ended.
    expect(isProcessRunning(orphan)).toBe(false);
  });

  it('is stopped by the next app even when that app is stopped the moment it has adopted it', async () => {
    await stop(await startApp(), 'SIGKILL');
    const orphan = serverPid()!;

    // A stop does not wait for "to sign in" (docs/database-faults.md, signals): from the moment the
    // next app records itself as the server's owner, its stop must end the server too.
    const next = await spawnApp();
    await until(() => ownerPid() === next.pid);
    await stop(next, 'SIGTERM');

    expect(isProcessRunning(orphan)).toBe(false);
  });

  it('is joined by the CLI only while its app runs; left by a dead app, the CLI stops it after its command', async () => {
    const app = await startApp();
    const server = serverPid()!;
    const joined = await billing(['users', 'list', '--json']);
    expect(joined.code).toBe(0);
    expect(JSON.parse(joined.stdout)).toMatchObject({ users: [{ email: 'owner@example.com' }] });
    expect(isProcessRunning(server)).toBe(true);

    await stop(app, 'SIGKILL');
    const afterCrash = await billing(['users', 'list', '--json']);
    expect(afterCrash.code).toBe(0);
    expect(isProcessRunning(server)).toBe(false);
  });

  it('starts when postmaster.pid names a live process that is not PostgreSQL', async () => {
    await stop(await startApp(), 'SIGTERM');
    const sleeper = spawn('sleep', ['600']);
    children.push(sleeper);
    // The lock file of a crashed server whose pid a `sleep` has since taken.
    writeFileSync(
      join(dataDir, 'postgres', 'postmaster.pid'),
      `${sleeper.pid}\n${join(dataDir, 'postgres')}\n1763900000\n${await freePort()}\n\n127.0.0.1\n  5432001    0\nready   \n`,
    );

    const app = await startApp();
    expect(serverPid()).not.toBe(sleeper.pid);
    const listed = await billing(['users', 'list', '--json']);
    expect(JSON.parse(listed.stdout)).toMatchObject({ users: [{ email: 'owner@example.com' }] });
    await stop(app, 'SIGTERM');
    expect(isProcessRunning(sleeper.pid!)).toBe(true);
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolveWait) => setTimeout(resolveWait, 5));
}
