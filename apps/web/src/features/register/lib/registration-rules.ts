import { toAsciiDigits } from '@kahraba/billing-domain';
import { readNumberEntry } from '../../../lib/number-entry';
import type { MeterType, RegistrationInput } from '../api/submit-registration';
import { registerMessages as t } from '../messages';

/** What the form holds: text as typed, the service type once chosen. */
export interface RegistrationValues {
  name: string;
  phone: string;
  address: string;
  ampereRequested: string;
  meterType: MeterType | '';
}

export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

// The ampere field starts at 0, which the minimum of 1 then refuses (docs/screens.md#the-public-pages).
export const EMPTY_REGISTRATION: RegistrationValues = {
  name: '',
  phone: '',
  address: '',
  ampereRequested: '0',
  meterType: '',
};

// The same bounds the server applies; it checks again.
const MAX_NAME = 200;
const MAX_ADDRESS = 500;
const MAX_PHONE = 30;
const MAX_AMPERES = 1000;
/** At least 6 digits among spaces, +, -, /, dots and parentheses (03/123456, +961 3 123 456). */
const PHONE = /^(?=(?:\D*\d){6})[\d+\-()./\s]+$/;

/** Every field is required, with its own message; amperes are a number of at least 1. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const name = values.name.trim();
  const phone = toAsciiDigits(values.phone.trim());
  const address = values.address.trim();
  const amperes = amperesOf(values);

  if (!name) errors.name = t.errors.nameRequired;
  else if (name.length > MAX_NAME) errors.name = t.errors.nameTooLong;

  if (!phone) errors.phone = t.errors.phoneRequired;
  else if (phone.length > MAX_PHONE || !PHONE.test(phone)) errors.phone = t.errors.phoneInvalid;

  if (!address) errors.address = t.errors.addressRequired;
  else if (address.length > MAX_ADDRESS) errors.address = t.errors.addressTooLong;

  if (!(amperes >= 1)) errors.ampereRequested = t.errors.ampereRequired;
  else if (amperes > MAX_AMPERES) errors.ampereRequested = t.errors.ampereTooLarge;

  if (!values.meterType) errors.meterType = t.errors.meterTypeRequired;
  return errors;
}

/** The request body of valid values (call only when validateRegistration found nothing). */
export function toRegistrationInput(values: RegistrationValues): RegistrationInput {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    ampereRequested: amperesOf(values),
    meterType: values.meterType as MeterType,
  };
}

/** The one number reader; text that is not a number is NaN, which the minimum refuses. */
function amperesOf(values: RegistrationValues): number {
  const entry = readNumberEntry(values.ampereRequested, t.ampereRequested);
  return entry.ok && entry.value !== null ? entry.value : Number.NaN;
}
