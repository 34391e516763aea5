import { wantsJson } from './wants-json';

/** The database this run works on, once it is found (docs/cli-database.md). */
let used: string | undefined;

/**
 * Said once, as soon as the database is found: one Arabic line on stderr for people (stdout stays
 * the answer); with --json, the answer and any refusal carry it as `database` instead.
 */
export function tellDatabaseUsed(shown: string): void {
  used = shown;
  if (!wantsJson(process.argv)) process.stderr.write(`قاعدة البيانات: ${shown}\n`);
}

/** What --json answers carry as `database`: undefined before the database is found. */
export function databaseUsed(): string | undefined {
  return used;
}
