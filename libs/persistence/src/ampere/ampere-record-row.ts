import { ampereCharges, Money, Quantity, type AmpereCustomer } from '@kahraba/billing-domain';
import { customerRowBase } from '../records/customer-rows.store';
import { monthBillingColumnsOf, monthBillingOf } from '../records/month-billing-sql';
import type { AmpereRecordRow, NewAmpereRow } from './ampere-record.store';

/** The stored row of a customer: amount, balance, search text and matching key derived by the domain. */
export function toAmpereRow(
  customer: AmpereCustomer,
  placement: { customerNumber: number; month: string; invoiceDate: string },
): NewAmpereRow {
  const charges = ampereCharges(customer);
  return {
    ...customerRowBase(customer, placement),
    amperePrice: customer.amperePrice.toDecimalString(),
    priceIsCustom: customer.priceIsCustom,
    amount: charges.amount.toDecimalString(),
    outstandingBalance: charges.outstandingBalance.toDecimalString(),
    // is_paid holds the balance rule's state.
    isPaidFlag: charges.isPaid,
    invoiceDate: placement.invoiceDate,
    ...monthBillingColumnsOf(customer.billing),
  };
}

/** The customer a stored row holds. */
export function ampereCustomerOf(row: AmpereRecordRow): AmpereCustomer {
  return {
    name: row.name,
    box: row.box,
    address: row.address,
    ampere: Quantity.parse(row.ampere),
    amperePrice: Money.parse(row.amperePrice),
    priceIsCustom: row.priceIsCustom,
    arrears: Money.parse(row.arrears),
    amountPaid: Money.parse(row.amountPaid),
    // No paid mark of its own any more: paid is the balance at or below zero (is_paid
    // holds that derived state, not the operator's mark).
    isPaidFlag: false,
    dueDate: row.dueDate,
    phone: row.phone,
    billing: monthBillingOf(row),
  };
}

/** A stored row holding a changed customer, keeping its identity, number, month and invoice date. */
export function rewriteAmpereRow(row: AmpereRecordRow, customer: AmpereCustomer): AmpereRecordRow {
  return { id: row.id, ...toAmpereRow(customer, row) };
}
