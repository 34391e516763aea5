import { InvalidInputError } from '../errors/invalid-input.error';
import { invalidDecimalError, parseScaledDecimal } from '../money/decimal-text';

export const GENERATOR_NAME_MAX_LENGTH = 100;
/** The largest generator a neighbourhood business runs is far below this (docs/generator-economics.md). */
const MAX_GENERATOR_KVA = 10_000;

/** A generator as the owner describes it: its name and its power in kVA (up to 2 decimals). */
export interface GeneratorInput {
  readonly name: string;
  /** Hundredths of a kVA. */
  readonly kvaHundredths: number;
}

/**
 * A generator's name as typed (docs/generator-economics.md#generators): required, at most 100 characters.
 */
export function readGeneratorName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') throw new InvalidInputError('اسم المولد مطلوب', 'GENERATOR_NAME_REQUIRED');
  if (name.length > GENERATOR_NAME_MAX_LENGTH) {
    throw new InvalidInputError(
      `اسم المولد طويل جداً: ${GENERATOR_NAME_MAX_LENGTH} حرف على الأكثر`,
      'GENERATOR_NAME_TOO_LONG',
    );
  }
  return name;
}

const KVA_FIELD = 'قدرة المولد (ك.ف.أ)';

/** A generator's power in kVA through the one number reader: above zero, up to 2 decimals; hundredths. */
export function readGeneratorKva(value: unknown): number {
  if (value === undefined || value === null || value === '') {
    throw new InvalidInputError(`${KVA_FIELD} مطلوبة`, 'GENERATOR_KVA_REQUIRED');
  }
  const hundredths =
    typeof value === 'number' || typeof value === 'string' ? parseScaledDecimal(value, 2) : null;
  if (hundredths === null) throw invalidDecimalError(value, KVA_FIELD, 2);
  if (hundredths <= 0 || hundredths > MAX_GENERATOR_KVA * 100) {
    throw new InvalidInputError(
      `${KVA_FIELD}: أكبر من صفر وحتى ${MAX_GENERATOR_KVA} على الأكثر`,
      'GENERATOR_KVA_OUT_OF_RANGE',
    );
  }
  return hundredths;
}
