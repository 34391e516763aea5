import { isBillingSystemId } from '../systems/billing-system';
import { InvalidInputError } from '../errors/invalid-input.error';
import { normaliseNumberText, notANumber } from '../numbers/number-text';

/** A box name is short; a longer filter is refused rather than searched. */
const MAX_DEBTORS_BOX_LENGTH = 50;
/** Ten years of months: enough for any debt, and a bound on what is typed. */
const MAX_DEBT_MONTHS_FILTER = 120;

/** Which debtors the list shows (docs/debtors.md#the-list): one system, one box, owing N months or more. */
export interface DebtorsQuery {
  readonly system?: string;
  /** The box as written on the customer (blank: every box). */
  readonly box?: string;
  readonly minMonths?: number;
}

/**
 * Reads the list's filters as a URL or the terminal gives them (every value text, or absent), refusing
 * anything not exactly right in Arabic, naming the field. `minMonths` goes through the one number reader
 * (Arabic-Indic digits read), a whole number from 0 to 120.
 */
export function readDebtorsQuery(query: Readonly<Record<string, unknown>>): DebtorsQuery {
  const system = textOf(query.system, 'النظام');
  const box = textOf(query.box, 'الصندوق');
  if (system !== undefined && !isBillingSystemId(system)) {
    throw new InvalidInputError('نظام الفوترة غير معروف', 'UNKNOWN_BILLING_SYSTEM');
  }
  if (box !== undefined && box.length > MAX_DEBTORS_BOX_LENGTH) {
    throw new InvalidInputError(`الصندوق: الاسم أطول من ${MAX_DEBTORS_BOX_LENGTH} حرفاً`, 'INVALID_BOX');
  }
  const minMonths = readMinMonths(query.minMonths);
  return {
    ...(system !== undefined && { system }),
    ...(box !== undefined && { box }),
    ...(minMonths !== undefined && { minMonths }),
  };
}

const MIN_MONTHS_FIELD = 'عدد أشهر الدين';

function readMinMonths(value: unknown): number | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return undefined;
  }
  const text = normaliseNumberText(value);
  if (text === null) throw notANumber(value, MIN_MONTHS_FIELD);
  const months = Number(text);
  if (!Number.isInteger(months) || months < 0 || months > MAX_DEBT_MONTHS_FILTER) {
    throw new InvalidInputError(
      `${MIN_MONTHS_FIELD}: اكتب عدداً صحيحاً من 0 إلى ${MAX_DEBT_MONTHS_FILTER}`,
      'INVALID_MIN_MONTHS',
    );
  }
  return months;
}

function textOf(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new InvalidInputError(`${field}: قيمة غير صالحة`, 'INVALID_FILTER');
  const text = value.trim();
  return text === '' ? undefined : text;
}
