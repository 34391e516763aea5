import { AsyncLocalStorage } from 'node:async_hooks';

const actingUser = new AsyncLocalStorage<string>();

/**
 * Who is behind the current request, for the rows that record it (a batch's `created_by`): every
 * transaction opened inside `work` tells PostgreSQL (setting `kahraba.actor`), without handlers
 * passing it along.
 */
export function actAs<T>(user: string | undefined, work: () => T): T {
  return user ? actingUser.run(user, work) : work();
}

export function currentActingUser(): string | undefined {
  return actingUser.getStore();
}
