import type { EmbeddedServerWatch } from './embedded-postgres-supervisor';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

export interface DatabaseLocation {
  url: string;
  /** The embedded server, watched (see supervise); undefined for a PostgreSQL of DATABASE_URL. */
  embedded: EmbeddedServerWatch | undefined;
  /** The app keeps its embedded server running (restarts it when it dies); nothing otherwise. */
  supervise(report: (line: string) => void): void;
  /** Shutting down: no more restarts, before the app closes its connections. */
  standDown(): Promise<void>;
  /** Releases what this process started (the embedded server), nothing otherwise. */
  release(): Promise<void>;
}

/** DATABASE_URL names any PostgreSQL; without it we run the embedded one under DATA_DIR. */
export async function locateDatabase(
  env: NodeJS.ProcessEnv,
  log?: (line: string) => void,
): Promise<DatabaseLocation> {
  if (env.DATABASE_URL) {
    // Its own operators look after that server.
    return {
      url: env.DATABASE_URL,
      embedded: undefined,
      supervise: () => {},
      standDown: async () => {},
      release: async () => {},
    };
  }
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir: env.DATA_DIR || './.data', log });
  return {
    url: embedded.url,
    embedded,
    supervise: (report) => embedded.supervise(report),
    standDown: () => embedded.standDown(),
    release: () => embedded.stop(),
  };
}
