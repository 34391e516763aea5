import { ForbiddenError } from '../errors/access.error';
import { InvalidInputError } from '../errors/invalid-input.error';
import { mayReadMeters, type MeterReaderAccess } from './meter-reader';

/**
 * Who may do what (docs/operator-guide.md#roles). An administrator may do everything; an operator everything
 * but the administration (users, audit log, passcodes, prices, the dangerous tools); a collector only
 * collects: the collection screen, receipts, their own collections report, and voiding their own payment of
 * the live month; an administrator may also let a collector read meters (meter-reader.ts).
 */
export const USER_ROLES = ['admin', 'operator', 'collector'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  admin: 'مدير',
  operator: 'مشغّل',
  collector: 'محصّل',
};

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** Reads a role as a form, the API or the terminal gives it; anything else is refused in Arabic. */
export function readUserRole(value: unknown): UserRole {
  if (isUserRole(value)) return value;
  throw new InvalidInputError(
    'الدور يجب أن يكون مدير (admin) أو مشغّل (operator) أو محصّل (collector)',
    'INVALID_ROLE',
  );
}

/** A signed-in user asked for something their role does not allow. */
export class ForbiddenForRoleError extends ForbiddenError {
  constructor(messageAr = 'هذه العملية غير مسموحة لدورك') {
    super(messageAr, 'FORBIDDEN_FOR_ROLE');
  }
}

/** Who, besides administrators and operators, a route is open to. */
export interface RouteOpening {
  /** Marked `@CollectorAllowed()`: every collector. */
  readonly collectorAllowed: boolean;
  /** Marked `@MeterReaderAllowed()`: the reading round, for a collector who reads meters too. */
  readonly meterReaderAllowed: boolean;
}

/**
 * Whether a request may go on: administrators and operators go everywhere; a collector only where the
 * route is marked for collectors, or for meter readers when they read meters (docs/meter-reader.md).
 * Default deny: a new route is closed to collectors until someone decides.
 */
export function assertRoleMayUse(user: MeterReaderAccess, route: RouteOpening): void {
  if (user.role !== 'collector' || route.collectorAllowed) return;
  if (route.meterReaderAllowed && mayReadMeters(user)) return;
  throw new ForbiddenForRoleError();
}

/** Who asks to void a payment, and who took it. */
export interface PaymentVoider {
  readonly id: string;
  readonly email: string;
  readonly role: UserRole;
}

export interface PaymentTaker {
  /** The user who took the payment, when known (none for the terminal's or an old import's). */
  readonly receivedByUserId: string | null;
  /** The e-mail (or 'cli:<user>') the payment was recorded under. */
  readonly receivedBy: string;
}

/**
 * A collector voids only the payments they took (the live-month rule applies to everyone, in
 * voidPayment). Administrators and operators void any payment, as before.
 */
export function assertMayVoidPayment(voider: PaymentVoider, payment: PaymentTaker): void {
  if (voider.role !== 'collector') return;
  const own =
    payment.receivedByUserId !== null
      ? payment.receivedByUserId === voider.id
      : payment.receivedBy.toLowerCase() === voider.email.toLowerCase();
  if (!own) {
    throw new ForbiddenForRoleError('لا يمكن للمحصّل إلغاء إلا الدفعات التي سجّلها بنفسه');
  }
}

/**
 * A payment taken on a phone (perhaps offline) belongs to the user who took it: it is recorded only
 * while that same user is signed in, never under whoever signs in next on the device. `takenBy` is the
 * id the phone kept with the payment (absent from the office's dialogs: the signed-in user took it).
 */
export function assertTakenBySignedInUser(takenBy: unknown, signedInUserId: string): void {
  if (takenBy === undefined || takenBy === null) return;
  if (takenBy !== signedInUserId) {
    throw takenByAnother();
  }
}

/** Who took a payment, as sent: a user's id, or none; anything else is not the signed-in user. */
export function readTakenBy(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw takenByAnother();
  return value;
}

function takenByAnother(): ForbiddenError {
  return new ForbiddenError(
    'هذه الدفعة سجّلها مستخدم آخر على هذا الجهاز: تُرسل عندما يدخل هو',
    'PAYMENT_TAKEN_BY_ANOTHER_USER',
  );
}
