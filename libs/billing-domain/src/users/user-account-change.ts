import { ConflictError } from '../errors/conflict.error';
import { InvalidInputError } from '../errors/invalid-input.error';
import { readMeterReader } from './meter-reader';
import { readUserRole, type UserRole } from './user-role';

export type AccountRole = UserRole;

export interface AccountState {
  id: string;
  role: AccountRole;
  active: boolean;
  /** A collector who walks the reading round too (docs/meter-reader.md). */
  meterReader: boolean;
}

/** What an administrator asks of a user's account (`PATCH /api/users/{id} {role, active, meterReader}`). */
export interface AccountChange {
  role?: unknown;
  active?: unknown;
  meterReader?: unknown;
}

/**
 * Decides a change of a user's role or status. The business must never lose its last way in: no
 * change may leave no active administrator, and an administrator cannot deactivate their own
 * account (it would end the session they are using). Demoting oneself is allowed while another
 * active administrator remains. The meter-reader permission is a collector's: it is kept while the
 * account stays a collector and dropped when it becomes an operator or an administrator.
 */
export function acceptAccountChange(input: {
  actorId: string;
  target: AccountState;
  change: AccountChange;
  /** Active administrators other than the target. */
  otherActiveAdmins: number;
}): AccountState {
  const { actorId, target, change, otherActiveAdmins } = input;
  if (change.role === undefined && change.active === undefined && change.meterReader === undefined) {
    throw new InvalidInputError(
      'لا يوجد تعديل: أرسل الدور أو حالة الحساب أو صلاحية قراءة العدادات',
      'NOTHING_TO_CHANGE',
    );
  }
  const role = change.role === undefined ? target.role : readUserRole(change.role);
  if (change.active !== undefined && typeof change.active !== 'boolean') {
    throw new InvalidInputError('حالة الحساب يجب أن تكون true أو false', 'INVALID_ACTIVE');
  }
  const next: AccountState = {
    id: target.id,
    role,
    active: (change.active as boolean | undefined) ?? target.active,
    meterReader:
      change.meterReader === undefined
        ? role === 'collector' && target.meterReader
        : readMeterReader(role, change.meterReader),
  };
  if (target.id === actorId && target.active && !next.active) {
    throw new ConflictError('لا يمكنك إيقاف حسابك بنفسك', 'CANNOT_DEACTIVATE_SELF');
  }
  const wasActiveAdmin = target.role === 'admin' && target.active;
  const staysActiveAdmin = next.role === 'admin' && next.active;
  if (wasActiveAdmin && !staysActiveAdmin && otherActiveAdmins === 0) {
    throw new ConflictError('يجب أن يبقى مدير نشط واحد على الأقل', 'LAST_ACTIVE_ADMIN');
  }
  return next;
}
