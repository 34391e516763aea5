import { normaliseRecordKey } from '../imports/record-key';
import type { TariffRules } from '../tariff/tariff-rules';
import { KWH_PASTE_COLUMNS, kwhChangesFromPaste, kwhColumnText } from './kwh-column-paste';
import {
  amendKwhCustomer,
  createKwhCustomer,
  type KwhBillingContext,
  type KwhCustomer,
  type KwhCustomerFields,
  type KwhCustomerInput,
} from './kwh-customer';
import { KWH_IMPORT_SHEET, type KwhImportRow, kwhImportChanges } from './kwh-import';

/**
 * The metered tariff (spec 001): readings, consumption × the unit price, the subscription fee. On
 * the one import plan, a new customer takes the defaults for blank cells (price 1, others 0), one
 * on file keeps what blank cells do not say (issue 6: a re-import never wipes a payment); its own
 * subscription fee is not in the sheet: kept on file, 0 for a new customer.
 */
export const METERED_TARIFF: TariffRules<
  KwhCustomer,
  KwhCustomerFields,
  KwhImportRow,
  KwhBillingContext,
  KwhCustomerInput
> = {
  tariff: 'metered-per-kwh',
  createCustomer: (input, context) => {
    const customer = createKwhCustomer(input, context);
    return { customer, paidTo: customer.amountPaid, markedPaid: false };
  },
  importSheet: KWH_IMPORT_SHEET,
  importRules: (context: KwhBillingContext) => ({
    keyOf: (row: KwhImportRow) => normaliseRecordKey(row.name, row.box),
    create: (row: KwhImportRow) => createKwhCustomer(kwhImportChanges(row), context),
    amend: (onFile: KwhCustomerFields, row: KwhImportRow) =>
      amendKwhCustomer(onFile, kwhImportChanges(row), context),
  }),
  pasteColumns: KWH_PASTE_COLUMNS,
  // spec 001 §5: empty lines are dropped, so the values pack together.
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
  }),
};
