import { InvalidInputError } from '../errors/invalid-input.error';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';

export type PasteColumnKind = 'text' | 'optional-text' | 'quantity' | 'money';

/** A column an operator may paste into; `key` is the record field it writes. */
export interface PasteColumn {
  readonly key: string;
  readonly kind: PasteColumnKind;
}

/** spec 000 §5: the ampere paste dialog offers these columns. */
export const AMPERE_PASTE_COLUMNS: readonly PasteColumn[] = Object.freeze([
  { key: 'name', kind: 'text' },
  { key: 'box', kind: 'optional-text' },
  { key: 'ampere', kind: 'quantity' },
  { key: 'amperePrice', kind: 'money' },
  { key: 'address', kind: 'optional-text' },
  { key: 'amountPaid', kind: 'money' },
]);

/** spec 001 §5: the kWh tables' paste dialog offers these columns. */
export const KWH_PASTE_COLUMNS: readonly PasteColumn[] = Object.freeze([
  { key: 'name', kind: 'text' },
  { key: 'box', kind: 'optional-text' },
  { key: 'address', kind: 'optional-text' },
  { key: 'ampere', kind: 'quantity' },
  { key: 'currentKwh', kind: 'quantity' },
  { key: 'previousKwh', kind: 'quantity' },
  { key: 'pricePerKwh', kind: 'money' },
  { key: 'insurance', kind: 'money' },
  { key: 'amountPaid', kind: 'money' },
]);

export type PastedValue = string | number | null;

export interface ColumnPasteAssignment {
  readonly id: string;
  readonly value: PastedValue;
}

export interface ColumnPastePlan {
  readonly column: string;
  readonly assignments: ColumnPasteAssignment[];
  /** Values past the last record, which are not applied. */
  readonly ignoredCount: number;
}

export interface ColumnPasteRequest {
  readonly column: string;
  readonly data: readonly string[];
  readonly startIndex: number;
  readonly recordIdsInDisplayOrder: readonly string[];
  readonly columns: readonly PasteColumn[];
}

function readNumber(read: () => number): number | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof InvalidInputError) return undefined;
    throw error;
  }
}

/** The value to write, or undefined when the cell cannot go in this column. */
function readValue(kind: PasteColumnKind, cell: string): PastedValue | undefined {
  switch (kind) {
    case 'text':
      return cell === '' ? undefined : cell;
    case 'optional-text':
      return cell === '' ? null : cell;
    case 'quantity':
      return readNumber(() => Quantity.parse(cell).toNumber());
    case 'money':
      return readNumber(() => Money.parseNonNegative(cell).toNumber());
  }
}

/**
 * spec 000 §5, 001 §5: one value per line is written to consecutive records in display order,
 * from `startIndex`. Values past the last record are ignored. Every applied value is checked before
 * anything is assigned, so a bad line refuses the whole paste instead of leaving half a column.
 */
export function planColumnPaste(request: ColumnPasteRequest): ColumnPastePlan {
  const column = request.columns.find((candidate) => candidate.key === request.column);
  if (!column) throw new InvalidInputError('عمود غير معروف', 'UNKNOWN_COLUMN');
  if (!Number.isSafeInteger(request.startIndex) || request.startIndex < 0) {
    throw new InvalidInputError('رقم صف البداية غير صالح', 'INVALID_START_INDEX');
  }
  const lines = request.data
    .flatMap((entry) => String(entry ?? '').split(/\r\n?|\n/))
    .map((line) => line.trim());
  // Excel ends a copied column with a line break; trailing blank lines are not values.
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0) throw new InvalidInputError('يرجى لصق البيانات', 'NOTHING_PASTED');

  const available = Math.max(0, request.recordIdsInDisplayOrder.length - request.startIndex);
  const applied = lines.slice(0, available);
  const assignments = applied.map((cell, index) => {
    const value = readValue(column.kind, cell);
    if (value === undefined) {
      throw new InvalidInputError(`السطر ${index + 1}: قيمة غير صالحة "${cell}"`, 'INVALID_PASTED_VALUE');
    }
    return { id: request.recordIdsInDisplayOrder[request.startIndex + index] as string, value };
  });
  return { column: column.key, assignments, ignoredCount: lines.length - applied.length };
}
