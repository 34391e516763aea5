import { AMPERE_FIELD_LABELS } from '../ampere/ampere-field-labels';
import { InvalidInputError } from '../errors/invalid-input.error';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { UnitPrice } from '../kwh/unit-price';

export type PasteColumnKind = 'text' | 'optional-text' | 'quantity' | 'money' | 'unit-price';

/** A column an operator may paste into; `key` is the record field it writes, `label` its Arabic name. */
export interface PasteColumn {
  readonly key: string;
  readonly kind: PasteColumnKind;
  readonly label: string;
}

/**
 * The ampere paste dialog offers these columns (docs/business-rules.md#sheets-and-pastes-column-by-column).
 */
export const AMPERE_PASTE_COLUMNS: readonly PasteColumn[] = Object.freeze([
  { key: 'name', kind: 'text', label: AMPERE_FIELD_LABELS.name },
  { key: 'box', kind: 'optional-text', label: AMPERE_FIELD_LABELS.box },
  { key: 'ampere', kind: 'quantity', label: AMPERE_FIELD_LABELS.ampere },
  { key: 'amperePrice', kind: 'money', label: AMPERE_FIELD_LABELS.amperePrice },
  { key: 'address', kind: 'optional-text', label: AMPERE_FIELD_LABELS.address },
  { key: 'amountPaid', kind: 'money', label: AMPERE_FIELD_LABELS.amountPaid },
]);

export type PastedValue = string | number | null;

export interface ColumnPasteAssignment {
  readonly id: string;
  readonly value: PastedValue;
  /** Where the record is in the list the operator sees, from 0 (row `position + 1` on screen). */
  readonly position: number;
  /** The line of the pasted data the value came from, from 1. */
  readonly line: number;
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
  /**
   * What a blank line means: by default it leaves its record unchanged and keeps the positions
   * (ampere); 'drop' removes it, so the values pack together (kWh tables).
   */
  readonly blankLines?: 'keep-position' | 'drop';
}

/** The value to write into the column from a non-blank cell; refuses one the column cannot hold. */
function readValue(column: PasteColumn, cell: string): PastedValue {
  switch (column.kind) {
    case 'text':
    case 'optional-text':
      return cell;
    case 'quantity':
      return Quantity.parse(cell, column.label).toNumber();
    case 'money':
      return Money.parseNonNegative(cell, column.label).toNumber();
    case 'unit-price':
      return UnitPrice.parse(cell, column.label).toNumber();
  }
}

/**
 * docs/business-rules.md#sheets-and-pastes-column-by-column: one value per line is written to consecutive
 * records in display order, from `startIndex`. A blank line leaves its record unchanged and keeps the
 * positions; values past the last record are ignored; a start past the last record is refused. Every applied
 * value is checked before anything is assigned, so a bad line refuses the whole paste instead of leaving half
 * a column, naming the line of the pasted data and the field.
 */
export function planColumnPaste(request: ColumnPasteRequest): ColumnPastePlan {
  const column = request.columns.find((candidate) => candidate.key === request.column);
  if (!column) throw new InvalidInputError('عمود غير معروف', 'UNKNOWN_COLUMN');
  if (!Number.isSafeInteger(request.startIndex) || request.startIndex < 0) {
    throw new InvalidInputError('رقم صف البداية غير صالح', 'INVALID_START_INDEX');
  }
  const read = request.data
    .flatMap((entry) => String(entry ?? '').split(/\r\n?|\n/))
    .map((line) => line.trim());
  const lines = request.blankLines === 'drop' ? read.filter((line) => line !== '') : read;
  // Excel ends a copied column with a line break; trailing blank lines are not values.
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0) throw new InvalidInputError('يرجى لصق البيانات', 'NOTHING_PASTED');

  const records = request.recordIdsInDisplayOrder.length;
  if (request.startIndex >= records) {
    throw new InvalidInputError(`صف البداية بعد آخر سجل (${records} سجل)`, 'START_ROW_PAST_END');
  }
  const applied = lines.slice(0, records - request.startIndex);
  const assignments: ColumnPasteAssignment[] = [];
  let firstRefusal: InvalidInputError | null = null;
  for (const [index, cell] of applied.entries()) {
    if (cell === '') continue;
    const position = request.startIndex + index;
    const value = readLine(column, cell, index + 1);
    if (value instanceof InvalidInputError) {
      firstRefusal ??= value;
      continue;
    }
    assignments.push({
      id: request.recordIdsInDisplayOrder[position] as string,
      value,
      position,
      line: index + 1,
    });
  }
  // Not one readable line; otherwise the first bad line is named (nothing is written).
  if (firstRefusal && assignments.length === 0) {
    throw new InvalidInputError('لا توجد بيانات صالحة', 'NO_VALID_DATA');
  }
  if (firstRefusal) throw firstRefusal;
  return { column: column.key, assignments, ignoredCount: lines.length - applied.length };
}

function readLine(column: PasteColumn, cell: string, line: number): PastedValue | InvalidInputError {
  try {
    return readValue(column, cell);
  } catch (error) {
    if (error instanceof InvalidInputError) {
      return new InvalidInputError(`السطر ${line}: ${error.message}`, 'INVALID_PASTED_VALUE');
    }
    throw error;
  }
}
