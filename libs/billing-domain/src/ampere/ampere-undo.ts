import { type FieldGroups, revertUnchangedFields, type UndoSnapshots } from '../batches/batch';
import { normaliseRecordKey } from '../imports/record-key';
import type { Money } from '../money/money';
import { type AmpereCustomer, ampereCharges } from './ampere-customer';
import type { AmperePricing } from './ampere-pricing';
import { customerSearchText } from '../search/customer-search-text';

/** An ampere record as an undo sees it: what the operator entered, with its number and month. */
export interface AmpereRecordState extends AmpereCustomer {
  readonly customerNumber: number;
  readonly month: string;
  readonly invoiceDate: string;
}

/** The record after an undo: the entered fields and everything derived from them, consistent. */
export interface AmpereRecordAfterUndo extends AmpereRecordState {
  readonly amount: Money;
  readonly outstandingBalance: Money;
  readonly searchText: string;
  readonly recordKey: string;
}

/**
 * The fields the operator enters, each reverted on its own, except the price and whether it is the
 * customer's own, and the amount paid and the paid flag, which go back together (a price without
 * its flag, or a paid flag without the payment it stood for, would be half a decision).
 */
export const AMPERE_UNDO_FIELD_GROUPS: FieldGroups<AmpereRecordState> = Object.freeze([
  ['name'],
  ['box'],
  ['address'],
  ['ampere'],
  ['amperePrice', 'priceIsCustom'],
  ['amountPaid', 'isPaidFlag'],
  ['dueDate'],
  ['month'],
  ['invoiceDate'],
  ['phone'],
]);

/**
 * Undo of a batch for one record it updated (ARCHITECTURE "Nothing is lost"): each entered field
 * goes back to its value from before the batch only while it still holds what the batch wrote; a
 * later edit stays. Derived values are then computed again: a price that is not the customer's own
 * is the threshold price of `pricing` (the prices in force once the undo has restored them) for the
 * resulting amperes, then amount, balance, search text and matching key. The persistence reverts a
 * whole batch in a few statements; a test proves the two agree.
 */
export function undoAmpereUpdate(
  snapshots: UndoSnapshots<AmpereRecordState>,
  pricing: AmperePricing,
): AmpereRecordAfterUndo {
  const reverted = revertUnchangedFields(snapshots, AMPERE_UNDO_FIELD_GROUPS);
  const record = reverted.priceIsCustom
    ? reverted
    : { ...reverted, amperePrice: pricing.priceFor(reverted.ampere) };
  const charges = ampereCharges(record);
  return {
    ...record,
    ...charges,
    // is_paid holds the balance rule's state, computed again like the balance.
    isPaidFlag: charges.isPaid,
    searchText: customerSearchText(record),
    recordKey: normaliseRecordKey(record.name, record.box),
  };
}
