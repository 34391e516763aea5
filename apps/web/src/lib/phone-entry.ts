import { DomainError, formatLebanesePhone, parseLebanesePhone } from '@kahraba/billing-domain';

/** What a phone field holds once read: E.164 (null when left blank), or why not. */
export type PhoneEntry = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * A customer's phone as typed, read by the domain's rule (Lebanese mobiles and landlines,
 * with or without +961, any digits): the form says at once what the server would refuse.
 */
export function readPhoneEntry(text: string): PhoneEntry {
  try {
    return { ok: true, value: parseLebanesePhone(text) };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: error.message };
    throw error;
  }
}

/** A stored phone as a form field shows it ('03 123 456'); '' for none. */
export function phoneFieldText(e164: string | null | undefined): string {
  return formatLebanesePhone(e164);
}
