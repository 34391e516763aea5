import { customersPath } from '../../../config/api-paths';

/** Keys start with the customers' path of the system (`/api/mahmoud-kwh-customers`), so any change to
 * the system's customers refreshes this table too. */
export const printableTableKeys = {
  customers: (system: string) => [customersPath(system), 'list', ''] as const,
  month: (system: string) => [customersPath(system), 'month'] as const,
  exchangeRate: ['/api/exchange-rate'] as const,
};
