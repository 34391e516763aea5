import { ValidateBy, type ValidationOptions } from 'class-validator';

/** A spreadsheet cell: text up to `maxLength`, a finite number, or null (empty). */
export function isTextOrNumber(value: unknown, maxLength: number): boolean {
  return (
    value === null ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.length <= maxLength)
  );
}

/** Spreadsheet cells arrive as text or numbers; anything else (objects, arrays) is refused. */
export function IsTextOrNumber(maxLength: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTextOrNumber',
      validator: { validate: (value: unknown) => isTextOrNumber(value, maxLength) },
    },
    options,
  );
}
