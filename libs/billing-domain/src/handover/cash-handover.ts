import { isCalendarDay } from '../calendar/calendar-day';
import { ForbiddenError } from '../errors/access.error';
import { InvalidInputError } from '../errors/invalid-input.error';
import { NotFoundError } from '../errors/not-found.error';
import { invalidDecimalError, negativeValueError, parseScaledDecimal } from '../money/decimal-text';
import { Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { notANumber, isBlankNumber } from '../numbers/number-text';
import type { UserRole } from '../users/user-role';

/**
 * The collectors' cash handover (docs/handover.md): for one collector and one business day, what the
 * ledger says they took in each currency, what the administrator counted in their hands, and the
 * difference (counted − taken), kept per currency: dollars and pounds are never converted into each other.
 */
export interface HandoverAmounts {
  readonly usd: Money;
  readonly lbp: Lbp;
}

const COUNTED_USD_FIELD = 'المعدود بالدولار';
const COUNTED_LBP_FIELD = 'المعدود بالليرة';

/** counted − taken, in each currency: negative when cash is missing, positive when there is more. */
export function handoverDifference(taken: HandoverAmounts, counted: HandoverAmounts): HandoverAmounts {
  return {
    usd: counted.usd.minus(taken.usd),
    lbp: Lbp.ofPounds(counted.lbp.pounds - taken.lbp.pounds),
  };
}

/**
 * What the administrator typed as counted, through the one number reader: dollars to the cent and whole
 * pounds, both required (0 when none was handed over), never below zero; refused in Arabic naming the field.
 * The dollars in cents.
 */
export function readCountedUsd(value: unknown): number {
  return readCounted(value, COUNTED_USD_FIELD, 2);
}

/** The pounds counted, whole (as readCountedUsd). */
export function readCountedLbp(value: unknown): number {
  return readCounted(value, COUNTED_LBP_FIELD, 0);
}

/** The amounts counted, as read by readCountedUsd and readCountedLbp. */
export function countedAmounts(usdCents: number, lbpPounds: number): HandoverAmounts {
  return { usd: Money.ofCents(usdCents), lbp: Lbp.ofPounds(lbpPounds) };
}

function readCounted(value: unknown, field: string, scale: number): number {
  if (isBlankNumber(value) || (typeof value !== 'number' && typeof value !== 'string')) {
    throw notANumber(value, field);
  }
  const units = parseScaledDecimal(value, scale);
  if (units === null) throw invalidDecimalError(value, field, scale);
  if (units < 0) throw negativeValueError(field, 'NEGATIVE_COUNTED_AMOUNT');
  return units;
}

/**
 * The business day of a handover (YYYY-MM-DD in the business's calendar): today when none is given; a day
 * that does not exist, or one still to come, is refused (cash is counted after it is taken).
 */
export function readHandoverDay(value: unknown, today: string): string {
  return handoverDayOf(readHandoverDayText(value), today);
}

/** The day as typed, YYYY-MM-DD, or null when none is given (then handoverDayOf takes today). */
export function readHandoverDayText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const day = typeof value === 'string' ? value.trim() : '';
  if (!isCalendarDay(day)) {
    throw new InvalidInputError('اليوم غير صالح، اكتبه بالشكل 2026-11-24', 'INVALID_HANDOVER_DAY');
  }
  return day;
}

/** The day read by readHandoverDayText against the business clock's `today`. */
export function handoverDayOf(day: string | null, today: string): string {
  if (day === null) return today;
  if (day > today) {
    throw new InvalidInputError('لا يمكن تسليم نقد يوم لم يأتِ بعد', 'HANDOVER_DAY_IN_FUTURE');
  }
  return day;
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The collector a count is for: a user's id, refused in Arabic when missing or malformed. */
export function readCollectorId(value: unknown): string {
  const id = typeof value === 'string' ? value.trim() : '';
  if (!USER_ID.test(id)) throw new InvalidInputError('يرجى اختيار المحصّل', 'INVALID_COLLECTOR_ID');
  return id.toLowerCase();
}

/** The collector a count names is no user of the business. */
export class CollectorNotFoundError extends NotFoundError {
  constructor() {
    super('المحصّل غير موجود', 'COLLECTOR_NOT_FOUND');
  }
}

/**
 * Once a collector's day is handed over, its payments are voided by an administrator only: the count was
 * made against them. Anyone else (an operator, the collector) is refused; the terminal names no role and
 * acts as the owner.
 */
export function assertMayVoidHandedOver(role: UserRole, handedOver: boolean): void {
  if (!handedOver || role === 'admin') return;
  throw new ForbiddenError(
    'سُلِّم نقد هذا اليوم للمدير: لا يلغي دفعاته إلا المدير',
    'HANDED_OVER_PAYMENT_ADMIN_ONLY',
  );
}
