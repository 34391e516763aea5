import { formatLebanesePhone } from '@kahraba/billing-domain';
import type { AmpereRecord } from '../types/ampere';
import { formatCustomerNumber } from './display-format';
import { plainAmount } from './money';

/** A record's fields as copied into a spreadsheet (spec 000 §2.5): raw values, amounts without the
 * dollar sign, empty for what is missing. */
export const ampereRecordText = {
  customerNumber: (record: AmpereRecord) => formatCustomerNumber(record.customerNumber),
  name: (record: AmpereRecord) => record.name,
  box: (record: AmpereRecord) => record.box ?? '',
  ampere: (record: AmpereRecord) => String(record.ampere),
  amperePrice: (record: AmpereRecord) => plainAmount(record.amperePrice),
  amount: (record: AmpereRecord) => plainAmount(record.amount),
  amountPaid: (record: AmpereRecord) => plainAmount(record.amountPaid),
  outstandingBalance: (record: AmpereRecord) => plainAmount(record.outstandingBalance),
  address: (record: AmpereRecord) => record.address ?? '',
  month: (record: AmpereRecord) => record.month,
  phone: (record: AmpereRecord) => formatLebanesePhone(record.phone),
} satisfies Record<string, (record: AmpereRecord) => string>;
