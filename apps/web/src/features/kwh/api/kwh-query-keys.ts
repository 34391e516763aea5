import type { QueryClient } from '@tanstack/react-query';

/** Every key of a system starts with its root, so one invalidation refreshes its lists, month and undo. */
export const kwhKeys = {
  systems: () => ['/api/billing-systems'] as const,
  all: (system: string) => ['/api/kwh-systems', system] as const,
  lists: (system: string) => [...kwhKeys.all(system), 'list'] as const,
  list: (system: string, query: string) => [...kwhKeys.all(system), 'list', query] as const,
  month: (system: string) => [...kwhKeys.all(system), 'month'] as const,
};

/** The customers' address of a system: `/api/mahmoud-kwh-customers` (spec 001 §7). */
export function customersUrl(system: string, rest = ''): string {
  return `/api/${encodeURIComponent(system)}-customers${rest}`;
}

/** After any change to a system's customers: its lists, its month, and its archive (H6's screen). */
export function invalidateKwhData(queryClient: QueryClient, system: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: kwhKeys.all(system) }),
    queryClient.invalidateQueries({ queryKey: [`/api/${system}-archived`] }),
  ]).then(() => undefined);
}
