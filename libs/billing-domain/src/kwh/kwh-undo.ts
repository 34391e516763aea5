import { type FieldGroups, revertUnchangedFields, type UndoSnapshots } from '../batches/batch';
import { normaliseRecordKey } from '../imports/record-key';
import { customerSearchText } from '../search/customer-search-text';
import type { KwhBill } from './kwh-bill';
import { billKwhFields, type KwhBillingContext, type KwhCustomerFields } from './kwh-customer';

/** A kWh record as an undo sees it: what the operator entered, its number, month and stored order. */
export interface KwhRecordState extends KwhCustomerFields {
  readonly customerNumber: number;
  readonly month: string;
  /** The permanent sort (sort-permanently, an undoable batch); null when never sorted. */
  readonly displayRank: number | null;
}

/** The record after an undo: the entered fields and everything derived from them, consistent. */
export interface KwhRecordAfterUndo extends KwhRecordState {
  readonly bill: KwhBill;
  readonly searchText: string;
  readonly recordKey: string;
}

/**
 * Each entered field reverts on its own, except the two readings, which go back together: the
 * previous reading of one import with the current reading of another would be a consumption
 * nobody measured (and could break the rule current ≥ previous). The arrears go with them: a
 * readings import carries a shifted reading's energy into them (docs/readings-in-a-month.md).
 */
export const KWH_UNDO_FIELD_GROUPS: FieldGroups<KwhRecordState> = Object.freeze([
  ['name'],
  ['box'],
  ['address'],
  ['ampere'],
  ['ampereSubscriptionFee'],
  ['previousKwh', 'currentKwh', 'arrears'],
  ['pricePerKwh', 'pricePerKwhLbp'],
  ['insurance'],
  ['amountPaid'],
  ['invoiceDate'],
  ['dueDate'],
  ['month'],
  ['displayRank'],
  ['phone'],
]);

/**
 * Undo of a batch for one kWh record it updated (ARCHITECTURE "Nothing is lost"): each group goes
 * back to its value from before the batch only while it still holds what the batch wrote, so a
 * later edit stays; then the bill (with the pricing map and rate in force), search text and
 * matching key are computed again. The persistence reverts a whole batch in a few statements; a
 * test proves the two agree.
 */
export function undoKwhUpdate(
  snapshots: UndoSnapshots<KwhRecordState>,
  context: KwhBillingContext,
): KwhRecordAfterUndo {
  const record = revertUnchangedFields(snapshots, KWH_UNDO_FIELD_GROUPS);
  return {
    ...record,
    bill: billKwhFields(record, context),
    searchText: customerSearchText(record),
    recordKey: normaliseRecordKey(record.name, record.box),
  };
}
