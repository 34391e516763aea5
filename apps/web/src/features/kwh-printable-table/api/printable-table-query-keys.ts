import { customersPath } from '../../../config/api-paths';
import { customerKeys } from '../../../lib/query-keys';

/** Keys start with the customers' path of the system (`/api/mahmoud-kwh-customers`), so any change to
 * the system's customers refreshes this table too. */
export const printableTableKeys = {
  customers: (system: string) => [customersPath(system), 'list', ''] as const,
  month: customerKeys.month,
  exchangeRate: ['/api/exchange-rate'] as const,
};
