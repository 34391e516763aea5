import { ConflictError } from '../errors/conflict.error';
import type { BatchKind } from './batch';

/** The changes recorded as one batch in every metered system they touched. */
export type GroupedBatchKind = Extract<
  BatchKind,
  'update-exchange-rate' | 'update-subscription-pricing' | 'migrate-lbp' | 'apply-official-tariff'
>;

const GROUPED_CHANGE_NAMES: Readonly<Record<GroupedBatchKind, string>> = {
  'update-exchange-rate': 'تغيير سعر الصرف',
  'update-subscription-pricing': 'تغيير أسعار الاشتراك',
  'migrate-lbp': 'إعادة حساب المبالغ بالليرة',
  'apply-official-tariff': 'تطبيق التسعيرة الرسمية',
};

/** One system's batch of a grouped change, as an undo finds it. */
export interface GroupedBatchMember {
  /** The system's Arabic name, for the refusal. */
  readonly systemName: string;
  readonly undoneAt: Date | null;
  /** A month close of that system sealed it. */
  readonly sealed: boolean;
  /** It is the latest batch of its system that is neither undone nor sealed. */
  readonly isLatest: boolean;
}

/**
 * A change recorded in several systems
 * (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing) goes back as a whole or not
 * at all. It goes back while it is the latest batch in every system it touched; a later batch in one of them
 * (or a month close there) would be overwritten, so the undo is refused, naming the system and why.
 */
export function checkWholeChangeUndoable(
  kind: GroupedBatchKind,
  members: readonly GroupedBatchMember[],
): void {
  const change = GROUPED_CHANGE_NAMES[kind];
  for (const member of members) {
    if (member.sealed) {
      throw new ConflictError(
        `لا يمكن التراجع عن ${change}: أُغلق شهر «${member.systemName}» بعده`,
        'GROUPED_CHANGE_SEALED',
      );
    }
    if (member.undoneAt !== null || !member.isLatest) {
      throw new ConflictError(
        `لا يمكن التراجع عن ${change}: سُجّلت بعده عملية أحدث في «${member.systemName}»، تراجع عنها أولاً`,
        'LATER_BATCH_IN_OTHER_SYSTEM',
      );
    }
  }
}

export function isGroupedBatchKind(kind: string): kind is GroupedBatchKind {
  return Object.hasOwn(GROUPED_CHANGE_NAMES, kind);
}
