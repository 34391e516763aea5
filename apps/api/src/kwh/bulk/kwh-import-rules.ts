import {
  amendKwhCustomer,
  createKwhCustomer,
  type ImportRules,
  type KwhBillingContext,
  type KwhCustomer,
  type KwhCustomerFields,
  type KwhImportRow,
  kwhImportChanges,
  normaliseRecordKey,
} from '@kahraba/billing-domain';

/**
 * spec 001 §5 on the one import plan (planImport): a row is matched on name and box; a new customer
 * takes the defaults for blank cells (price 1, others 0), one on file keeps what blank cells do not
 * say (issue 6: a re-import never wipes a payment). Its own subscription fee is not in the sheet:
 * kept on file, 0 for a new customer.
 */
export function kwhImportRules(
  context: KwhBillingContext,
): ImportRules<KwhImportRow, KwhCustomer, KwhCustomerFields> {
  return {
    keyOf: (row) => normaliseRecordKey(row.name, row.box),
    create: (row) => createKwhCustomer(kwhImportChanges(row), context),
    amend: (onFile, row) => amendKwhCustomer(onFile, kwhImportChanges(row), context),
  };
}
