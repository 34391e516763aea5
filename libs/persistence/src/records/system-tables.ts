import type { BillingSystemId } from '@kahraba/billing-domain';

/**
 * Where a billing system keeps its customers. The generic machinery (batches and undo,
 * archive and restore, month close) is written once against this description.
 */
export interface SystemTables {
  system: BillingSystemId;
  /** Live customers. */
  live: string;
  /** Soft-deleted customers (restorable). */
  archive: string;
  /** Month-end snapshots and manual archives. */
  monthly: string;
  /** Columns the three tables share, copied on archive, restore and snapshot. */
  sharedColumns: readonly string[];
  /** Columns an undo puts back to their previous values. */
  restorableColumns: readonly string[];
}

const AMPERE_SHARED = [
  'customer_number',
  'name',
  'box',
  'ampere',
  'address',
  'ampere_price',
  'amount',
  'amount_paid',
  'outstanding_balance',
  'is_paid',
  'invoice_date',
  'due_date',
  'month',
  'batch_id',
] as const;

export const AMPERE_TABLES: SystemTables = {
  system: 'ampere',
  live: 'ampere_records',
  archive: 'archived_records',
  monthly: 'monthly_archives',
  sharedColumns: AMPERE_SHARED,
  restorableColumns: [
    ...AMPERE_SHARED.filter((column) => column !== 'customer_number'),
    'search_text',
    'record_key',
  ],
};
