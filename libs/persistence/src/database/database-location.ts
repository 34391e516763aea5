import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

export interface DatabaseLocation {
  url: string;
  embedded: boolean;
  /** Releases what this process started (the embedded server), nothing otherwise. */
  release(): Promise<void>;
}

/** DATABASE_URL names any PostgreSQL; without it we run the embedded one under DATA_DIR. */
export async function locateDatabase(
  env: NodeJS.ProcessEnv,
  log?: (line: string) => void,
): Promise<DatabaseLocation> {
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, embedded: false, release: async () => {} };
  }
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir: env.DATA_DIR || './.data', log });
  return { url: embedded.url, embedded: true, release: () => embedded.stop() };
}
