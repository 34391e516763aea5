import { ForbiddenError } from '../errors/access.error';
import { ConflictError } from '../errors/conflict.error';
import { InvalidInputError } from '../errors/invalid-input.error';
import { type ExchangeRate, Lbp } from '../money/lbp';
import { parseScaledDecimal } from '../money/decimal-text';
import { Money } from '../money/money';
import { notANumber, isBlankNumber, normaliseNumberText } from '../numbers/number-text';
import { LinePrice } from '../statement/line-price';
import type { UserRole } from '../users/user-role';

/** The words every surface uses (docs/cut-off.md#the-mark). */
export const CUT_OFF_LABELS = Object.freeze({
  mark: 'مقطوع',
  reconnectionFee: 'رسم إعادة الوصل',
});

/** The longest reason a cut-off keeps. */
export const CUT_OFF_REASON_MAX_LENGTH = 200;

/** The largest reconnection fee, in dollars (a typing slip, not a fee, above it). */
const MAX_RECONNECTION_FEE = Money.ofCents(100_000);

/** A customer cut off (docs/cut-off.md): since when (an ISO instant) and why. */
export interface CutOffMark {
  readonly at: string;
  readonly reason: string;
}

/** The fee of a reconnection as typed: its price in its own currency (pounds typed bill in pounds). */
export interface ReconnectionFee {
  readonly price: LinePrice;
  /** Dollars: typed, or the pounds at the stored rate. */
  readonly amount: Money;
  /** The pounds typed, exact; null when the fee was typed in dollars. */
  readonly amountLbp: Lbp | null;
}

export class CustomerAlreadyCutOffError extends ConflictError {
  constructor() {
    super('المشترك مقطوع مسبقاً', 'CUSTOMER_ALREADY_CUT_OFF');
  }
}

export class CustomerNotCutOffError extends ConflictError {
  constructor() {
    super('المشترك غير مقطوع: لا حاجة لإعادة الوصل', 'CUSTOMER_NOT_CUT_OFF');
  }
}

/** A customer already cut off cannot be cut off again. */
export function assertMayCutOff(current: CutOffMark | null): void {
  if (current !== null) throw new CustomerAlreadyCutOffError();
}

/** Only a customer cut off can be reconnected. */
export function assertMayReconnect(current: CutOffMark | null): void {
  if (current === null) throw new CustomerNotCutOffError();
}

/** The reason typed for a cut-off: required, trimmed, at most CUT_OFF_REASON_MAX_LENGTH characters. */
export function readCutOffReason(value: unknown): string {
  if (value !== undefined && value !== null && typeof value !== 'string')
    throw new InvalidInputError('سبب القطع غير صالح', 'INVALID_CUT_OFF_REASON');
  const reason = (value ?? '').trim();
  if (reason === '') throw new InvalidInputError('يرجى كتابة سبب القطع', 'CUT_OFF_REASON_REQUIRED');
  if (reason.length > CUT_OFF_REASON_MAX_LENGTH)
    throw new InvalidInputError(
      `سبب القطع طويل جداً: ${CUT_OFF_REASON_MAX_LENGTH} حرف على الأكثر`,
      'CUT_OFF_REASON_TOO_LONG',
    );
  return reason;
}

/** Each currency of a reconnection fee as read (readReconnectionFeeUsd, readReconnectionFeeLbp). */
export interface ReconnectionFeeTyped {
  /** Cents; null when nothing was typed. */
  readonly usdCents: number | null;
  /** Whole pounds; null when nothing was typed. */
  readonly lbpPounds: number | null;
}

const FEE_USD_FIELD = 'رسم إعادة الوصل بالدولار';
const FEE_LBP_FIELD = 'رسم إعادة الوصل بالليرة';

/** The fee typed in dollars, by the one number reader: cents, never below zero; null when left blank. */
export function readReconnectionFeeUsd(value: unknown): number | null {
  return isBlankNumber(value) ? null : feeUnits(value, 2, FEE_USD_FIELD);
}

/** The fee typed in pounds, by the one number reader: whole pounds, never below zero; null when blank. */
export function readReconnectionFeeLbp(value: unknown): number | null {
  return isBlankNumber(value) ? null : feeUnits(value, 0, FEE_LBP_FIELD);
}

/**
 * The fee typed on a reconnection (docs/cut-off.md#the-reconnection-fee): none, or one of dollars and
 * pounds, each read by the one number reader; pounds are whole and bill in pounds exactly, their dollars
 * at the stored rate. Both currencies at once, a negative fee or one over MAX_RECONNECTION_FEE is
 * refused; zero is no fee.
 */
export function reconnectionFee(typed: ReconnectionFeeTyped, rate: ExchangeRate): ReconnectionFee | null {
  const usdTyped = typed.usdCents !== null;
  const lbpTyped = typed.lbpPounds !== null;
  if (usdTyped && lbpTyped)
    throw new InvalidInputError(
      'اكتب رسم إعادة الوصل بعملة واحدة: بالدولار أو بالليرة',
      'FEE_TWO_CURRENCIES',
    );
  if (!usdTyped && !lbpTyped) return null;
  const field = usdTyped ? FEE_USD_FIELD : FEE_LBP_FIELD;
  const units = (usdTyped ? typed.usdCents : typed.lbpPounds) ?? 0;
  if (units === 0) return null;
  const price = usdTyped
    ? LinePrice.ofDollars(Money.ofCents(units))
    : LinePrice.ofPounds(Lbp.ofPounds(units));
  const { amount } = price.amountOf(null, rate);
  if (amount.compare(MAX_RECONNECTION_FEE) > 0)
    throw new InvalidInputError(`${field}: المبلغ أكبر من المسموح (1000 دولار)`, 'FEE_TOO_LARGE');
  return { price, amount, amountLbp: usdTyped ? null : Lbp.ofPounds(units) };
}

function feeUnits(value: unknown, scale: number, field: string): number {
  const text = normaliseNumberText(value);
  if (text === null) throw notANumber(value, field);
  const units = parseScaledDecimal(text, scale);
  if (units === null) throw notANumber(value, field);
  if (units < 0) throw new InvalidInputError(`${field}: لا يمكن أن يكون سالباً`, 'FEE_NEGATIVE');
  return units;
}

/**
 * Whether the month that starts at a close is billed (docs/cut-off.md#not-billed-while-cut-off): a
 * customer cut off when the month closes starts the next month with no charges of its own (arrears
 * carried as ever).
 */
export function billedNextMonth(cutOff: CutOffMark | null): boolean {
  return cutOff === null;
}

/**
 * Who may cut off and reconnect (docs/cut-off.md#who-may): administrators always, operators when the
 * owner allows it in the settings, collectors never.
 */
export function assertMayCutOffAs(role: UserRole, operatorsMayCutOff: boolean): void {
  if (role === 'admin') return;
  if (role === 'operator' && operatorsMayCutOff) return;
  throw new ForbiddenError(
    role === 'operator'
      ? 'قطع المشتركين وإعادة وصلهم للمدير فقط: يستطيع المدير السماح للموظفين بذلك من الإعدادات'
      : 'قطع المشتركين وإعادة وصلهم للمدير فقط',
    'CUT_OFF_NOT_ALLOWED',
  );
}
