import type { ImportRules } from '../imports/import-plan';
import { normaliseRecordKey } from '../imports/record-key';
import { Money } from '../money/money';
import { type AmpereCustomer, amendAmpereCustomer, newAmpereCustomer } from './ampere-customer';
import type { AmpereImportRow } from './ampere-import';
import type { AmperePricing } from './ampere-pricing';

/** A new customer from an import row; blank price: the threshold price, blank paid: 0. */
export function customerFromImport(row: AmpereImportRow, pricing: AmperePricing): AmpereCustomer {
  return newAmpereCustomer(
    {
      name: row.name,
      box: row.box,
      address: row.address,
      ampere: row.ampere,
      amperePrice: row.amperePrice,
      amountPaid: row.amountPaid ?? Money.zero,
      phone: row.phone,
    },
    pricing,
  );
}

/**
 * A customer on file met again in an import: a filled cell replaces what is stored, a blank one
 * erases nothing. A blank price keeps the customer's own price (or the threshold price, which follows
 * the amperes); a blank paid keeps the payment and the paid mark; a blank address or phone keeps it.
 * A filled paid cell states the payment: it replaces the amount paid and clears the paid mark, so
 * the paid status follows the balance; one that repeats the payment on file changes nothing.
 */
export function mergeImportedCustomer(
  stored: AmpereCustomer,
  row: AmpereImportRow,
  pricing: AmperePricing,
): AmpereCustomer {
  return amendAmpereCustomer(
    stored,
    {
      name: row.name,
      box: row.box,
      ampere: row.ampere,
      ...(row.amperePrice === null ? {} : { amperePrice: row.amperePrice }),
      ...(row.address === null ? {} : { address: row.address }),
      ...(row.phone === null ? {} : { phone: row.phone }),
      // A paid cell that repeats the payment on file (what the preview showed) changes nothing.
      ...(row.amountPaid === null || row.amountPaid.equals(stored.amountPaid)
        ? {}
        : { amountPaid: row.amountPaid, isPaidFlag: false }),
    },
    pricing,
  );
}

/** The flat sheet's rules on the one import plan of every system (planImport). */
export function ampereImportRules(pricing: AmperePricing): ImportRules<AmpereImportRow, AmpereCustomer> {
  return {
    keyOf: (row) => normaliseRecordKey(row.name, row.box),
    create: (row) => customerFromImport(row, pricing),
    amend: (onFile, row) => mergeImportedCustomer(onFile, row, pricing),
  };
}
