import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isTextOrNumber } from './text-or-number.validator';

/** One column of an import row: its longest text and the Arabic message for a bad cell. */
export interface ImportCell {
  maxLength: number;
  message: string;
}

/**
 * The rows of a bulk import: each an object of known cells (any may be missing), each cell text,
 * a number or null. One loop over the rows: nested DTO validation of 10,000 rows costs more than
 * the import's SQL (npm run bench). Reports the first problem with its row, as the rows are sent.
 */
export function AreImportRows(
  cells: Readonly<Record<string, ImportCell>>,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'areImportRows',
      validator: {
        validate: (value: unknown) => firstProblem(value, cells, '') === null,
        defaultMessage: (args) => firstProblem(args?.value, cells, args?.property ?? '') ?? '',
      },
    },
    options,
  );
}

function firstProblem(
  rows: unknown,
  cells: Readonly<Record<string, ImportCell>>,
  property: string,
): string | null {
  if (!Array.isArray(rows)) return null; // IsArray says so
  for (let index = 0; index < rows.length; index += 1) {
    const row: unknown = rows[index];
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      return `قيمة غير صالحة للحقل: ${property}.${index}`;
    }
    // for…in without allocating each row's entries: this runs for every row of an import.
    for (const key in row) {
      if (!Object.hasOwn(row, key)) continue;
      const cell = Object.hasOwn(cells, key) ? cells[key] : undefined;
      if (!cell) return `الحقل غير مسموح: ${property}.${index}.${key}`;
      const value: unknown = (row as Record<string, unknown>)[key];
      if (value !== undefined && !isTextOrNumber(value, cell.maxLength)) {
        return `السطر ${index + 1}: ${cell.message}`;
      }
    }
  }
  return null;
}
