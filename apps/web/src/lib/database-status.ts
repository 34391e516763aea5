import { useSyncExternalStore } from 'react';

/**
 * Whether the API last said the database does not answer (503, docs/database-faults.md). Set by the api
 * client from every answer: a 503 means down, a success means up; other refusals (400, 401…) say nothing
 * about the database and leave it as it was.
 */
let databaseDown = false;
const listeners = new Set<() => void>();

export function reportDatabaseAnswer(status: number): void {
  const down = status === 503 ? true : status >= 200 && status < 300 ? false : databaseDown;
  if (down === databaseDown) return;
  databaseDown = down;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isDatabaseDown = () => databaseDown;

export function useDatabaseDown(): boolean {
  return useSyncExternalStore(subscribe, isDatabaseDown, isDatabaseDown);
}
