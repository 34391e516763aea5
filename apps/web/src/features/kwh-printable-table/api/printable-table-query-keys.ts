/** The customers' address of a metered system: `/api/mahmoud-kwh-customers`. Keys
 * start with it, so any change to the system's customers refreshes this table too. */
export function customersUrl(system: string, rest = ''): string {
  return `/api/${encodeURIComponent(system)}-customers${rest}`;
}

export const printableTableKeys = {
  customers: (system: string) => [customersUrl(system), 'list', ''] as const,
  month: (system: string) => [customersUrl(system), 'month'] as const,
  exchangeRate: ['/api/exchange-rate'] as const,
};
