import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Spreadsheet cells arrive as text or numbers; anything else (objects, arrays) is refused. */
export function IsTextOrNumber(maxLength: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTextOrNumber',
      validator: {
        validate: (value: unknown) =>
          value === null ||
          (typeof value === 'number' && Number.isFinite(value)) ||
          (typeof value === 'string' && value.length <= maxLength),
      },
    },
    options,
  );
}
