import { parseDigits, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { InvalidInputError } from '../errors/invalid-input.error';

export const INVALID_PHONE_MESSAGE = 'رقم الهاتف غير صالح';

const LEBANON = '961';

// The numbers the business dials, as national significant numbers (after the trunk 0): 03 mobiles
// and the landline regions 01, 04–09 have 7 digits; the newer mobile ranges 70, 71, 76, 78, 79 and
// 81 have 8 (docs/business-rules.md#the-statement-of-account). libphonenumber-js reads the number;
// these ranges decide it, because its plan leaves out some the business has (78 1xx xxx, 07 1xx xxx).
const NATIONAL_NUMBER = /^(?:3\d{6}|(?:70|71|76|78|79|81)\d{6}|[14-9]\d{6})$/;
const MOBILE = /^(?:3\d{6}|(?:70|71|76|78|79|81)\d{6})$/;

// What people put between digits when they write a number down or copy it from a phone: spaces
// (also no-break), dashes of every width, dots, slashes, brackets ('(+961) 3 123456', '[03] 123456') and the
// invisible direction marks a right-to-left phone adds around digits. Taken out before
// libphonenumber-js reads the rest (prefixes, the trunk 0, Arabic-Indic digits).
const SEPARATORS = /[\s\u00a0\u2000-\u200f\u2010-\u2015\u2028-\u202f\u2066-\u2069\-./()[\]]/g;

/**
 * A Lebanese phone number in E.164 (+9613123456, +96171123456, +9611234567), whatever way it was
 * typed: '03 123456', '71-123-456', '+961 1 234 567', '00961 3 123456', '961 71123456',
 * '(01) 234567', in Arabic-Indic or Persian digits. Blank is "no phone" (null); anything else is
 * refused, so a collector never dials a number the system guessed.
 */
export function parseLebanesePhone(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const compact = String(text).replace(SEPARATORS, '');
  if (compact === '') return null;
  const national = lebaneseNationalNumber(
    parsePhoneNumberFromString(compact, { defaultCountry: 'LB', extract: false }),
  );
  // Written nationally, 03 and the landlines keep their 0: '3123456' is a mobile missing a digit as
  // often as an 03 number. The newer mobiles are usually written without it ('71 123456').
  const withoutTrunkZero = national !== null && national.length === 7 && parseDigits(compact) === national;
  if (national === null || withoutTrunkZero) {
    throw new InvalidInputError(INVALID_PHONE_MESSAGE, 'INVALID_PHONE');
  }
  return `+${LEBANON}${national}`;
}

/** The national significant number of a Lebanese number the business dials; null for any other. */
function lebaneseNationalNumber(phone: PhoneNumber | undefined): string | null {
  if (phone === undefined || phone.ext !== undefined || phone.countryCallingCode !== LEBANON) return null;
  return NATIONAL_NUMBER.test(phone.nationalNumber) ? phone.nationalNumber : null;
}

/** A stored E.164 value read back: the Lebanese number, or undefined for anything else. */
function storedLebanesePhone(e164: string | null | undefined): PhoneNumber | undefined {
  if (!e164?.startsWith(`+${LEBANON}`)) return undefined;
  const phone = parsePhoneNumberFromString(e164);
  return lebaneseNationalNumber(phone) === null ? undefined : phone;
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
 * How a Lebanese number is written for people, as the numbering plan groups it: the trunk 0 for 03
 * and the landlines ('03 123 456', '01 234 567'), the two-digit prefix alone for the newer mobiles
 * ('71 123 456'). A landline the plan does not group keeps its 0 ('07123456'), so it reads back.
 * A stored value that is not a Lebanese E.164 number is shown as it is.
 */
export function formatLebanesePhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const phone = storedLebanesePhone(e164);
  if (phone === undefined) return e164;
  const shown = phone.formatNational();
  return shown === phone.nationalNumber && shown.length === 7 ? `0${shown}` : shown;
}

/**
 * The digits a collector types to find a customer by phone, as one searchable word: the national
 * number with its trunk 0 ('03123456', '071123456'), so '03 123', '3123456' and '71123456' all match.
 */
export function phoneSearchText(e164: string | null | undefined): string {
  if (!e164) return '';
  const phone = storedLebanesePhone(e164);
  return phone === undefined ? e164.replace(/\D/g, '') : `0${phone.nationalNumber}`;
}

/**
 * WhatsApp lives on mobiles (03 and 70, 71, 76, 78, 79, 81); a landline (01, 04–09) or a number
 * that is not Lebanese E.164 gets no WhatsApp button (docs/business-rules.md#the-statement-of-account).
 */
export function isLebaneseMobile(e164: string | null | undefined): boolean {
  const phone = storedLebanesePhone(e164);
  return phone !== undefined && MOBILE.test(phone.nationalNumber);
}
