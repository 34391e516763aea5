import { normaliseForSearch } from './search-text';

/**
 * What a record search matches a customer of any system on (spec 000 §2.11, 001 §5): the customer number, then
 * the name, box and address folded like every search. Writes, undo and restore all store this one
 * form, so a customer is found the same way whichever path last touched it.
 */
export function customerSearchText(record: {
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
}): string {
  const fields = [record.name, record.box, record.address].filter(Boolean).join(' ');
  return `${record.customerNumber} ${normaliseForSearch(fields)}`;
}
