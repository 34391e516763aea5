import { tablesOf, type SystemTables, type WrittenBatch } from '@kahraba/persistence';
import type { SystemCatalog } from '../systems/system-catalog';

/** Where every metered system keeps its customers (a group added as a row is one of them). */
export async function meteredSystemTables(catalog: SystemCatalog): Promise<SystemTables[]> {
  return (await catalog.all()).filter((system) => system.isMetered()).map((system) => tablesOf(system));
}

/** The sum of rows written over every system. */
export function totalOf(bySystem: ReadonlyMap<string, number>): number {
  return [...bySystem.values()].reduce((sum, count) => sum + count, 0);
}

/** The rows each touched system's batch wrote, in the order they were written. */
export function rowsBySystem(batches: readonly WrittenBatch[]): Map<string, number> {
  return new Map(batches.map(({ system, updated }) => [system, updated]));
}
