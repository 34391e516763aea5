import { phoneSearchText } from '../customer/phone';
import { normaliseForSearch } from './search-text';

/**
 * What a record search matches a customer of any system on
 * (docs/business-rules.md#the-order-of-customers-and-boxes): the customer number, then the name, box and
 * address folded like every search, then the phone's digits (a collector finds a customer by phone). Writes,
 * undo and restore all store this one form, so a customer is found the same way whichever path last touched
 * it.
 */
export function customerSearchText(record: {
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  phone: string | null;
}): string {
  const fields = [record.name, record.box, record.address].filter(Boolean).join(' ');
  const text = `${record.customerNumber} ${normaliseForSearch(fields)}`;
  return record.phone ? `${text} ${phoneSearchText(record.phone)}` : text;
}
