import { formatLebanesePhone } from '@kahraba/billing-domain';
import type { AmpereRecord } from '../types/ampere';
import type { KwhCustomer } from '../types/kwh';
import { formatCustomerNumber } from './display-format';
import { componentMessages as messages } from '../components/messages';
import { plainAmount } from './money';

type Flat<K extends keyof AmpereRecord> = Pick<AmpereRecord, K>;
type Metered<K extends keyof KwhCustomer> = Pick<KwhCustomer, K>;

/** A quantity (kWh, amperes) as copied into a spreadsheet: the number the server sent, no grouping. */
const plainQuantity = (value: number) => (Number.isFinite(value) ? String(value) : '');

/** A customer's fields as copied into a spreadsheet (docs/copies-stay-data.md), whatever its tariff
 * kind: raw values, amounts without the dollar sign, empty for what is missing. */
export const customerText = {
  customerNumber: (customer: Flat<'customerNumber'>) => formatCustomerNumber(customer.customerNumber),
  name: (customer: { name: string }) => customer.name,
  box: (customer: { box: string | null }) => customer.box ?? '',
  address: (customer: { address: string | null }) => customer.address ?? '',
  phone: (customer: { phone: string | null }) => formatLebanesePhone(customer.phone),
  ampere: (customer: { ampere: number }) => plainQuantity(customer.ampere),
  amountPaid: (customer: { amountPaid: number }) => plainAmount(customer.amountPaid),
  outstandingBalance: (customer: { outstandingBalance: number }) => plainAmount(customer.outstandingBalance),
  status: (customer: { isPaid: boolean }) => (customer.isPaid ? messages.paid : messages.unpaid),
  // flat: amperes × price
  amperePrice: (record: Flat<'amperePrice'>) => plainAmount(record.amperePrice),
  amount: (record: Flat<'amount'>) => plainAmount(record.amount),
  month: (record: Flat<'month'>) => record.month,
  // metered: readings, consumption, unit price, fee
  previousKwh: (customer: Metered<'previousKwh'>) => plainQuantity(customer.previousKwh),
  currentKwh: (customer: Metered<'currentKwh'>) => plainQuantity(customer.currentKwh),
  consumption: (customer: Metered<'consumption'>) => plainQuantity(customer.consumption),
  pricePerKwh: (customer: Metered<'pricePerKwh'>) => plainQuantity(customer.pricePerKwh),
  subscriptionFee: (customer: Metered<'subscriptionFee'>) => plainAmount(customer.subscriptionFee),
  insurance: (customer: Metered<'insurance'>) => plainAmount(customer.insurance),
  totalAmount: (customer: Metered<'totalAmount'>) => plainAmount(customer.totalAmount),
};
