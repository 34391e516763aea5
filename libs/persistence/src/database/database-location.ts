import { dataDirectoryOf } from './data-directory';
import { DatabaseNotFoundError } from './database-not-found.error';
import type { EmbeddedServerWatch } from './embedded-postgres-supervisor';
import { embeddedClusterExists, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

export interface DatabaseLocation {
  url: string;
  /** The database for people: the embedded one's data folder, or DATABASE_URL without its password. */
  shown: string;
  /** The embedded server, watched (see supervise); undefined for a PostgreSQL of DATABASE_URL. */
  embedded: EmbeddedServerWatch | undefined;
  /** The app keeps its embedded server running (restarts it when it dies); nothing otherwise. */
  supervise(report: (line: string) => void): void;
  /** Shutting down: no more restarts, before the app closes its connections. */
  standDown(): Promise<void>;
  /** Releases what this process started (the embedded server), nothing otherwise. */
  release(): Promise<void>;
}

export interface LocateOptions {
  log?: (line: string) => void;
  /**
   * Where a new embedded cluster may be made when there is none (docs/cli-database.md): the app
   * makes one anywhere (its first start); a CLI command never, but a restore does where DATA_DIR or
   * the project folder names the place, not in a working folder it only guessed.
   */
  create?: 'anywhere' | 'where named' | 'never';
}

/** DATABASE_URL names any PostgreSQL; without it we run the embedded one under DATA_DIR. */
export async function locateDatabase(
  env: NodeJS.ProcessEnv,
  { log, create = 'anywhere' }: LocateOptions = {},
): Promise<DatabaseLocation> {
  if (env.DATABASE_URL) {
    // Its own operators look after that server.
    return {
      url: env.DATABASE_URL,
      shown: withoutPassword(env.DATABASE_URL),
      embedded: undefined,
      supervise: () => {},
      standDown: async () => {},
      release: async () => {},
    };
  }
  const directory = dataDirectoryOf(env);
  const mayCreate =
    create === 'anywhere' || (create === 'where named' && directory.chosenBy !== 'working folder');
  if (!mayCreate && !embeddedClusterExists(directory.path)) throw new DatabaseNotFoundError(directory);
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir: directory.path, log });
  return {
    url: embedded.url,
    shown: directory.path,
    embedded,
    supervise: (report) => embedded.supervise(report),
    standDown: () => embedded.standDown(),
    release: () => embedded.stop(),
  };
}

/** A connection URL fit to print: its password (in the address or as a parameter) left out. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    if (parsed.searchParams.has('password')) parsed.searchParams.delete('password');
    return parsed.toString();
  } catch {
    return url.replace(/:\/\/([^:@/]*):[^@]*@/, '://$1@');
  }
}
