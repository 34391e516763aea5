import { AMPERE_PASTE_COLUMNS } from '../imports/column-paste';
import type { TariffRules } from '../tariff/tariff-rules';
import {
  type AmpereCustomer,
  type AmpereCustomerChanges,
  amendAmpereCustomer,
  ampereCharges,
  ampereChangesFromPaste,
  ampereColumnText,
  newAmpereCustomer,
  type NewAmpereCustomerFields,
} from './ampere-customer';
import { amountPaidWhenMarked } from '../billing/paid-marking';
import { AMPERE_IMPORT_SHEET, type AmpereImportRow } from './ampere-import';
import { ampereImportRules } from './ampere-import-merge';
import type { AmperePricing } from './ampere-pricing';

/** The flat tariff: amperes × the threshold price or the customer's own. */
export const AMPERE_TARIFF: TariffRules<
  AmpereCustomer,
  AmpereCustomer,
  AmpereImportRow,
  AmperePricing,
  { add: NewAmpereCustomerFields; edit: AmpereCustomerChanges }
> = {
  tariff: 'flat-per-ampere',
  createCustomer: (fields, pricing) => {
    // "Paid" is no flag of its own any more: it pays the balance, as a payment.
    const customer = newAmpereCustomer({ ...fields, isPaidFlag: false }, pricing);
    const markedPaid = fields.isPaidFlag === true;
    const paidTo = markedPaid
      ? amountPaidWhenMarked(true, { ...customer, ...ampereCharges(customer) })
      : customer.amountPaid;
    return { customer, paidTo, markedPaid };
  },
  editCustomer: (onFile, { isPaidFlag: marked, ...changes }, pricing) => ({
    // "Paid" is no flag of its own any more: it pays the balance, "not paid" voids.
    customer: amendAmpereCustomer(onFile, { ...changes, isPaidFlag: false }, pricing),
    payment:
      marked === undefined ? { kind: 'typed' } : { kind: 'marked', paid: marked, typed: changes.amountPaid },
    audit: 'edit',
  }),
  importSheet: AMPERE_IMPORT_SHEET,
  importRules: ampereImportRules,
  pasteColumns: AMPERE_PASTE_COLUMNS,
  // A blank line leaves its customer as it is and keeps the positions.
  pasteBlankLines: 'keep-position',
  pasteInto: (onFile, column, value, pricing) =>
    amendAmpereCustomer(onFile, ampereChangesFromPaste(column, value), pricing),
  columnText: ampereColumnText,
  shownColumns: (customer) => ({
    name: customer.name,
    box: customer.box,
    ampere: customer.ampere.toNumber(),
    amperePrice: customer.amperePrice.toNumber(),
    amount: ampereCharges(customer).amount.toNumber(),
    address: customer.address,
    amountPaid: customer.amountPaid.toNumber(),
    phone: customer.phone,
  }),
};
