export const DATABASE_URL = Symbol('DATABASE_URL');
/** The embedded PostgreSQL the process looks after (an EmbeddedServerWatch), or null. */
export const EMBEDDED_SERVER = Symbol('EMBEDDED_SERVER');
