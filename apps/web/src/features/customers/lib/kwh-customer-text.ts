import { safeSpreadsheetCell } from '@kahraba/billing-domain';
import { formatCustomerNumber } from '../../../lib/display-format';
import { plainAmount } from '../../../lib/money';
import type { KwhCustomer } from '../../../types/kwh';
import { kwhMessages as t } from '../kwh-messages';

/** A quantity (kWh, amperes) as copied into a spreadsheet: the number the server sent, no grouping. */
const plainQuantity = (value: number) => (Number.isFinite(value) ? String(value) : '');

/** A customer's fields as copied into a spreadsheet (spec 001 §2.3): raw values, amounts without the
 * dollar sign, empty for what is missing. */
export const kwhCustomerText = {
  customerNumber: (customer: KwhCustomer) => formatCustomerNumber(customer.customerNumber),
  name: (customer: KwhCustomer) => customer.name,
  box: (customer: KwhCustomer) => customer.box ?? '',
  address: (customer: KwhCustomer) => customer.address ?? '',
  ampere: (customer: KwhCustomer) => plainQuantity(customer.ampere),
  previousKwh: (customer: KwhCustomer) => plainQuantity(customer.previousKwh),
  currentKwh: (customer: KwhCustomer) => plainQuantity(customer.currentKwh),
  consumption: (customer: KwhCustomer) => plainQuantity(customer.consumption),
  pricePerKwh: (customer: KwhCustomer) => plainQuantity(customer.pricePerKwh),
  subscriptionFee: (customer: KwhCustomer) => plainAmount(customer.subscriptionFee),
  insurance: (customer: KwhCustomer) => plainAmount(customer.insurance),
  totalAmount: (customer: KwhCustomer) => plainAmount(customer.totalAmount),
  amountPaid: (customer: KwhCustomer) => plainAmount(customer.amountPaid),
  outstandingBalance: (customer: KwhCustomer) => plainAmount(customer.outstandingBalance),
  status: (customer: KwhCustomer) => (customer.isPaid ? t.paid : t.unpaid),
} satisfies Record<string, (customer: KwhCustomer) => string>;

/** "All data": a header line then one tab-separated line per customer, ready to paste into Excel;
 * a value the spreadsheet would run as a formula is pasted as text (issue 20). */
export function allDataOf(customers: readonly KwhCustomer[]): string[] {
  const fields = [
    kwhCustomerText.customerNumber,
    kwhCustomerText.name,
    kwhCustomerText.box,
    kwhCustomerText.address,
    kwhCustomerText.ampere,
    kwhCustomerText.previousKwh,
    kwhCustomerText.currentKwh,
    kwhCustomerText.consumption,
    kwhCustomerText.pricePerKwh,
    kwhCustomerText.subscriptionFee,
    kwhCustomerText.insurance,
    kwhCustomerText.totalAmount,
    kwhCustomerText.amountPaid,
    kwhCustomerText.outstandingBalance,
    kwhCustomerText.status,
  ];
  if (customers.length === 0) return [];
  return [
    t.allDataHeader.join('\t'),
    ...customers.map((customer) =>
      fields.map((field) => safeSpreadsheetCell(field(customer)).replace(/[\t\n]/g, ' ')).join('\t'),
    ),
  ];
}
