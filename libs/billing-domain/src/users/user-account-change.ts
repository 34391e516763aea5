import { ConflictError } from '../errors/conflict.error';
import { InvalidInputError } from '../errors/invalid-input.error';
import { readUserRole, type UserRole } from './user-role';

export type AccountRole = UserRole;

export interface AccountState {
  id: string;
  role: AccountRole;
  active: boolean;
}

/** What an administrator asks of a user's account (issue 10: `PATCH /api/users/{id} {role, active}`). */
export interface AccountChange {
  role?: unknown;
  active?: unknown;
}

/**
 * Decides a change of a user's role or status. The business must never lose its last way in: no
 * change may leave no active administrator, and an administrator cannot deactivate their own
 * account (it would end the session they are using). Demoting oneself is allowed while another
 * active administrator remains.
 */
export function acceptAccountChange(input: {
  actorId: string;
  target: AccountState;
  change: AccountChange;
  /** Active administrators other than the target. */
  otherActiveAdmins: number;
}): AccountState {
  const { actorId, target, change, otherActiveAdmins } = input;
  if (change.role === undefined && change.active === undefined) {
    throw new InvalidInputError('لا يوجد تعديل: أرسل الدور أو حالة الحساب', 'NOTHING_TO_CHANGE');
  }
  const role = change.role === undefined ? undefined : readUserRole(change.role);
  if (change.active !== undefined && typeof change.active !== 'boolean') {
    throw new InvalidInputError('حالة الحساب يجب أن تكون true أو false', 'INVALID_ACTIVE');
  }
  const next: AccountState = {
    id: target.id,
    role: role ?? target.role,
    active: (change.active as boolean | undefined) ?? target.active,
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
