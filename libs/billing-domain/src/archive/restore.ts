import { CustomerNumber } from '../customer/customer-number';

/** Why a record went to an archive (spec 000 §3.2, §3.3, §4). */
export const ArchiveReason = {
  NewMonth: 'new_month',
  ManualArchive: 'manual_archive',
  Deleted: 'deleted',
} as const;

export type ArchiveReason = (typeof ArchiveReason)[keyof typeof ArchiveReason];

export const ARCHIVE_REASONS: readonly ArchiveReason[] = Object.freeze(Object.values(ArchiveReason));

/**
 * spec 000 §2.9, §4: a restored customer returns with a new customer number, the next free one
 * after every number in use live or archived, so it can never take a number someone else now has.
 */
export function restoredCustomerNumber(highestLiveOrArchived: number | null): CustomerNumber {
  return CustomerNumber.nextAfter(highestLiveOrArchived);
}
