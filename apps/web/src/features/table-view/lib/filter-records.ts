import type { AmpereRecord } from '../../../types/ampere';

export interface RecordFilters {
  /** Chosen boxes ('' = no box); empty means every box. */
  boxes: ReadonlySet<string>;
  /** Chosen ampere values; empty means every value. */
  amperes: ReadonlySet<number>;
}

/** The records the box and ampere filters let through, in their order. The search is the server's. */
export function filterRecords(records: readonly AmpereRecord[], filters: RecordFilters): AmpereRecord[] {
  return records.filter(
    (record) =>
      (filters.boxes.size === 0 || filters.boxes.has(record.box ?? '')) &&
      (filters.amperes.size === 0 || filters.amperes.has(record.ampere)),
  );
}
