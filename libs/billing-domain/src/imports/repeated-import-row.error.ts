import { InvalidInputError } from '../errors/invalid-input.error';

/**
 * docs/customer-imports.md: a sheet row that names the customer of an earlier row (the same name and
 * box, or the same customer number) is refused, naming the row it repeats; the earlier row stands.
 */
export class RepeatedImportRowError extends InvalidInputError {
  constructor(
    readonly earlierLine: number,
    readonly sameBy: 'name-and-box' | { readonly customerNumber: number },
  ) {
    super(
      sameBy === 'name-and-box'
        ? `يكرر السطر ${earlierLine} (الاسم والعلبة نفسهما)`
        : `يكرر السطر ${earlierLine} (رقم العميل ${sameBy.customerNumber} نفسه)`,
      'REPEATED_IMPORT_ROW',
    );
  }
}
