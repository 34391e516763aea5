import { InvalidInputError } from '../errors/invalid-input.error';
import { toAsciiDigits } from '../text/ascii-digits';

export const INVALID_PHONE_MESSAGE = 'رقم الهاتف غير صالح';

const LEBANON = '961';

// The national significant number (after the trunk 0): 03 mobiles and the landline regions
// 01, 04–09 have 7 digits; the newer mobile ranges 70, 71, 76, 78, 79 and 81 have 8.
const NATIONAL_NUMBER = /^(?:3\d{6}|(?:70|71|76|78|79|81)\d{6}|[14-9]\d{6})$/;

// What people put between digits when they write a number down or copy it from a phone:
// spaces (also no-break), dashes of every width, dots, slashes, parentheses and the invisible
// direction marks a right-to-left phone adds around digits.
const SEPARATORS = /[\s\u00a0\u2000-\u200f\u2010-\u2015\u2028-\u202f\u2066-\u2069\-./()]/g;

/**
 * A Lebanese phone number in E.164 (+9613123456, +96171123456, +9611234567), whatever way it was
 * typed: '03 123456', '71-123-456', '+961 1 234 567', '00961 3 123456', '961 71123456',
 * '(01) 234567', in Arabic-Indic or Persian digits. Blank is "no phone" (null); anything else is
 * refused, so a collector never dials a number the system guessed.
 */
export function parseLebanesePhone(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const compact = toAsciiDigits(String(text)).replace(SEPARATORS, '');
  if (compact === '') return null;
  const national = nationalNumberOf(compact);
  if (national === null) throw new InvalidInputError(INVALID_PHONE_MESSAGE, 'INVALID_PHONE');
  return `+${LEBANON}${national}`;
}

function nationalNumberOf(compact: string): string | null {
  let digits: string;
  let international: boolean;
  if (compact.startsWith('+')) {
    digits = compact.slice(1);
    international = true;
  } else if (compact.startsWith('00')) {
    digits = compact.slice(2);
    international = true;
  } else {
    digits = compact;
    international = false;
  }
  if (!/^\d+$/.test(digits)) return null;
  if (international) {
    if (!digits.startsWith(LEBANON)) return null;
    return withoutTrunkZero(digits.slice(LEBANON.length));
  }
  // '961 3 123456' written without the plus; no national number starts with 961 and is that long.
  if (digits.startsWith(LEBANON)) {
    const afterCountry = withoutTrunkZero(digits.slice(LEBANON.length));
    if (afterCountry !== null) return afterCountry;
  }
  // Written nationally, 03 and the landlines keep their 0 ('3123456' is a mobile missing a digit as
  // often as an 03 number); the newer mobiles are usually written without it ('71 123456').
  if (digits.startsWith('0')) return withoutTrunkZero(digits);
  return NATIONAL_NUMBER.test(digits) && digits.length === 8 ? digits : null;
}

/** '03123456' and '3123456' are the same number; so are '071123456' and '71123456'. */
function withoutTrunkZero(digits: string): string | null {
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  return NATIONAL_NUMBER.test(national) ? national : null;
}

/**
 * The phone a visitor wrote on a registration, carried over to the customer it becomes:
 * E.164 when it is a Lebanese number, null when it is not, so approving never stops at a phone
 * written oddly (the operator is told and can add it on the customer).
 */
export function carriedOverPhone(text: string | null | undefined): string | null {
  try {
    return parseLebanesePhone(text);
  } catch (error) {
    if (error instanceof InvalidInputError) return null;
    throw error;
  }
}

/**
 * How a Lebanese number is written for people: the trunk 0 for 03 and the landlines
 * ('03 123 456', '01 234 567'), the two-digit prefix alone for the newer mobiles ('71 123 456').
 * A stored value that is not a Lebanese E.164 number is shown as it is.
 */
export function formatLebanesePhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const match = /^\+961(\d+)$/.exec(e164);
  const national = match?.[1];
  if (national === undefined || !NATIONAL_NUMBER.test(national)) return e164;
  const subscriber = national.slice(-6);
  const prefix = national.length === 8 ? national.slice(0, 2) : `0${national[0]}`;
  return `${prefix} ${subscriber.slice(0, 3)} ${subscriber.slice(3)}`;
}

/**
 * The digits a collector types to find a customer by phone, as one searchable word: the national
 * number with its trunk 0 ('03123456', '071123456'), so '03 123', '3123456' and '71123456' all match.
 */
export function phoneSearchText(e164: string | null | undefined): string {
  if (!e164) return '';
  const national = /^\+961(\d+)$/.exec(e164)?.[1];
  return national === undefined ? e164.replace(/\D/g, '') : `0${national}`;
}

const MOBILE = /^\+961(?:3\d{6}|(?:70|71|76|78|79|81)\d{6})$/;

/**
 * WhatsApp lives on mobiles (03 and 70, 71, 76, 78, 79, 81); a landline (01, 04–09) or a number
 * that is not Lebanese E.164 gets no WhatsApp button (docs/business-rules.md#the-statement-of-account).
 */
export function isLebaneseMobile(e164: string | null | undefined): boolean {
  return typeof e164 === 'string' && MOBILE.test(e164);
}
