import type { ValidationArguments } from 'class-validator';
import { notANumber } from '@kahraba/billing-domain';

/**
 * The message of a number check on the field `field` (Arabic, e.g. 'قيمة الأمبير'): text that is not
 * a number is refused as the one number reader refuses it, naming the field and repeating what was
 * typed ('قيمة الأمبير: «abc» ليس رقماً صالحاً'); any other value gets `otherwise`.
 */
export function numberFieldMessage(field: string, otherwise: string): (args: ValidationArguments) => string {
  return ({ value }) => (typeof value === 'string' ? notANumber(value, field).message : otherwise);
}
