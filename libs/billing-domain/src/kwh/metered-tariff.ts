import { normaliseRecordKey } from '../imports/record-key';
import type { TariffRules } from '../tariff/tariff-rules';
import { KWH_PASTE_COLUMNS, kwhChangesFromPaste, kwhColumnText } from './kwh-column-paste';
import {
  amendKwhCustomer,
  createKwhCustomer,
  kwhCustomerOf,
  markKwhCustomerPaid,
  replaceKwhCustomer,
  type MeteredGroupContext,
  type KwhCustomer,
  type KwhCustomerFields,
  type KwhCustomerInput,
} from './kwh-customer';
import { KWH_IMPORT_SHEET, type KwhImportRow, kwhImportChanges } from './kwh-import';

/**
 * A kWh customer's edit: `partial` (PATCH) changes the fields sent; `full` (PUT) enters the
 * customer again (fields not sent take their defaults); `mark-paid` pays the total in full.
 */
export type KwhCustomerEdit = { kind: 'partial' | 'full'; input: KwhCustomerInput } | { kind: 'mark-paid' };

/**
 * The metered tariff: readings, consumption × the unit price, the subscription fee. On
 * the one import plan, a new customer takes the defaults for blank cells (the group's price, others 0), one
 * on file keeps what blank cells do not say (a re-import never wipes a payment); its own
 * subscription fee is not in the sheet: kept on file, 0 for a new customer.
 */
export const METERED_TARIFF: TariffRules<
  KwhCustomer,
  KwhCustomerFields,
  KwhImportRow,
  MeteredGroupContext,
  { add: KwhCustomerInput; edit: KwhCustomerEdit }
> = {
  tariff: 'metered-per-kwh',
  createCustomer: (input, context) => {
    const customer = createKwhCustomer(input, context);
    return { customer, paidTo: customer.amountPaid, markedPaid: false };
  },
  editCustomer: (onFile, edit, context) => {
    if (edit.kind === 'mark-paid') {
      // Pays the total in full: the balance as written, the arrears carried in too.
      const customer = markKwhCustomerPaid(kwhCustomerOf(onFile, context), context);
      return { customer, payment: { kind: 'marked', paid: true }, audit: 'mark-paid' };
    }
    if (edit.kind === 'partial') {
      return {
        customer: amendKwhCustomer(onFile, edit.input, context),
        payment: { kind: 'typed' },
        audit: 'edit',
      };
    }
    // A full edit sent without a paid amount leaves the ledger alone (collectors' payments stay).
    const customer = replaceKwhCustomer(onFile, edit.input, context);
    const payment =
      edit.input.amountPaid === undefined ? { kind: 'left-alone' as const } : { kind: 'typed' as const };
    return { customer, payment, audit: 'edit' };
  },
  importSheet: KWH_IMPORT_SHEET,
  importRules: (context: MeteredGroupContext) => ({
    keyOf: (row: KwhImportRow) => normaliseRecordKey(row.name, row.box),
    create: (row: KwhImportRow) => createKwhCustomer(kwhImportChanges(row), context),
    amend: (onFile: KwhCustomerFields, row: KwhImportRow) =>
      amendKwhCustomer(onFile, kwhImportChanges(row), context),
  }),
  pasteColumns: KWH_PASTE_COLUMNS,
  // Empty lines are dropped, so the values pack together
  // (docs/business-rules.md#sheets-and-pastes-column-by-column).
  pasteBlankLines: 'drop',
  pasteInto: (onFile, column, value, context) =>
    amendKwhCustomer(onFile, kwhChangesFromPaste(column, value), context),
  columnText: kwhColumnText,
  shownColumns: (customer) => ({
    name: customer.name,
    box: customer.box,
    address: customer.address,
    ampere: customer.ampere.toNumber(),
    previousKwh: customer.previousKwh.toNumber(),
    currentKwh: customer.currentKwh.toNumber(),
    consumption: customer.bill.consumption.toNumber(),
    pricePerKwh: customer.pricePerKwh.toNumber(),
    insurance: customer.insurance.toNumber(),
    amountPaid: customer.amountPaid.toNumber(),
    totalAmount: customer.bill.totalAmount.toNumber(),
    phone: customer.phone,
  }),
};
