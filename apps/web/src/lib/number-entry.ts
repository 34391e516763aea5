import { isBlankNumber, normaliseNumberText, notANumber } from '@kahraba/billing-domain';
import { componentMessages } from '../components/messages';

/** What a number field holds once read: the number (null for a blank optional field), or why not. */
export type NumberEntry = { ok: true; value: number | null } | { ok: false; message: string };

export interface NumberEntryRules {
  /** Blank reads as none (e.g. a price left to the automatic one) instead of being refused. */
  optional?: boolean;
  /** Only whole numbers (a row position). */
  integer?: boolean;
}

/**
 * The one number reader for every field on screen (docs/screens.md#typing-numbers-phones-and-forms), the
 * same as the API's (`normaliseNumberText`): Arabic-Indic and Persian digits, `٫`, a comma decimal (`12,5` =
 * 12.5), thousands (`224,000`). Anything else is refused with an Arabic message naming the field, never 0.
 */
export function readNumberEntry(text: string, field: string, rules: NumberEntryRules = {}): NumberEntry {
  if (isBlankNumber(text)) {
    return rules.optional
      ? { ok: true, value: null }
      : { ok: false, message: notANumber(text, field).message };
  }
  const normal = normaliseNumberText(text);
  if (normal === null) return { ok: false, message: notANumber(text, field).message };
  const value = Number(normal);
  if (value < 0) return { ok: false, message: componentMessages.negativeNumber(field) };
  if (rules.integer && !Number.isInteger(value)) {
    return { ok: false, message: componentMessages.wholeNumberNeeded(field) };
  }
  return { ok: true, value: value + 0 };
}
