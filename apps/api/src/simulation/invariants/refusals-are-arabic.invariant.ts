import type { StepContext } from '../simulation-step';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const STABLE_CODE = /^[A-Z][A-Z0-9_]*$/;

/**
 * No step ends in an unexpected error: a refusal is a rule of the business saying no (a DomainError
 * with a stable code) in Arabic, as the operator reads it. Anything else thrown is a defect (a 5xx
 * over HTTP, a stack trace in the terminal).
 */
export async function refusalsAreArabicDomainErrors({ outcome }: StepContext): Promise<string[]> {
  if (outcome.kind === 'crashed') {
    const error = outcome.error;
    return [
      `it threw something other than a refusal: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    ];
  }
  if (outcome.kind !== 'refused') return [];
  const { code, message } = outcome.error;
  const found: string[] = [];
  if (!ARABIC_LETTER.test(message)) found.push(`the refusal ${code} is not in Arabic: "${message}"`);
  if (!STABLE_CODE.test(code)) found.push(`the refusal "${message}" has no stable code (${code})`);
  return found;
}
