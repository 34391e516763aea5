import {
  customerSearchText,
  isBillingSystemId,
  normaliseRecordKey,
  type BillingSystemId,
} from '@kahraba/billing-domain';
import type { SystemTables } from '../records/system-tables';
import { rebillKwhRows } from './kwh-customer.store';

/** The columns kwh_customers, kwh_archived_customers and kwh_monthly_archives share (besides system). */
export const KWH_SHARED_COLUMNS = [
  'customer_number',
  'name',
  'box',
  'address',
  'ampere',
  'ampere_subscription_fee',
  'previous_kwh',
  'current_kwh',
  'price_per_kwh',
  'insurance',
  'subscription_fee',
  'consumption',
  'energy_amount',
  'total_amount',
  'base_amount',
  'vat_amount',
  'amount_paid',
  'outstanding_balance',
  'is_paid',
  'exchange_rate_used',
  'base_amount_lbp',
  'tva_amount_lbp',
  'total_amount_lbp',
  'invoice_date',
  'due_date',
  'month',
  'display_rank',
  'batch_id',
] as const;

/**
 * The entered columns of a kWh customer in undo groups (a group goes back as a whole or not at
 * all): the two readings move together (a readings import shifts previous := current).
 */
export const KWH_UNDO_COLUMN_GROUPS: readonly (readonly string[])[] = [
  ['name'],
  ['box'],
  ['address'],
  ['ampere'],
  ['ampere_subscription_fee'],
  ['previous_kwh', 'current_kwh'],
  ['price_per_kwh'],
  ['insurance'],
  ['amount_paid'],
  ['invoice_date'],
  ['due_date'],
  ['month'],
  ['display_rank'],
];

const tablesById = new Map<BillingSystemId, SystemTables>();

/** The shared kWh tables, scoped to one metered group. */
export function kwhTablesOf(system: BillingSystemId): SystemTables {
  if (!isBillingSystemId(system)) throw new Error(`Not a billing system id: ${system}`);
  let tables = tablesById.get(system);
  if (!tables) {
    tables = {
      system,
      shared: true,
      versionKey: `kwh_customers:${system}`,
      live: 'kwh_customers',
      archive: 'kwh_archived_customers',
      monthly: 'kwh_monthly_archives',
      sharedColumns: KWH_SHARED_COLUMNS,
      undo: {
        columnGroups: KWH_UNDO_COLUMN_GROUPS,
        textColumns: ['name', 'box', 'address'],
        parameters: () => Promise.resolve([]),
        // The totals have one formula, in the domain: computed again through it (recompute).
        derived: () => ({}),
        recompute: (tx, ids) => rebillKwhRows(tx, tablesById.get(system)!, ids),
      },
      describeText: (row) => ({
        searchText: customerSearchText({
          customerNumber: row.customer_number,
          name: row.name,
          box: row.box,
          address: row.address,
        }),
        recordKey: normaliseRecordKey(row.name, row.box),
      }),
    };
    tablesById.set(system, tables);
  }
  return tables;
}
