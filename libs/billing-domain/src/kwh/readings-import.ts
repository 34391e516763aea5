import { readCustomerReference } from '../customer/customer-reference';
import { DomainError } from '../errors/domain-error';
import { InvalidInputError } from '../errors/invalid-input.error';
import { normaliseRecordKey } from '../imports/record-key';
import { MAX_IMPORT_ROWS } from '../imports/tabular-import';
import { Quantity } from '../money/quantity';
import { isBlankNumber, notANumber } from '../numbers/number-text';
import type { ShiftedReading } from '../readings/meter-reading';
import type { MeterReplacement } from '../readings/meter-replacement';
import { normaliseForSearch } from '../search/search-text';
import { KWH_FIELD_LABELS } from './kwh-field-labels';
import { checkNewReading } from './reading-check';
import { READING_SHEET_COLUMNS, type ReadingSheetKey } from './reading-sheet';

/** A live customer as a readings import sees it. */
export interface ReadingCustomer {
  readonly id: string;
  readonly customerNumber: number;
  readonly name: string;
  readonly box: string | null;
  readonly previousKwh: Quantity;
  readonly currentKwh: Quantity;
  /** Last month's consumption from the monthly archive; null when there is none. */
  readonly lastMonthConsumption: Quantity | null;
  /** The stored name-and-box key (normaliseRecordKey); computed when absent. */
  readonly recordKey?: string;
  /** The readings on file are estimates (a lower actual reading trues them up). */
  readonly previousEstimated?: boolean;
  readonly currentEstimated?: boolean;
  /** The meter replaced this month, with the reading on file. */
  readonly replacement?: MeterReplacement | null;
}

export interface ReadingUpdate {
  readonly id: string;
  /** The row number the spreadsheet shows (the header is row 1). */
  readonly line: number;
  readonly customerNumber: number;
  readonly name: string;
  /** The readings on file before the import. */
  readonly before: { readonly previousKwh: Quantity; readonly currentKwh: Quantity };
  readonly previousKwh: Quantity;
  readonly currentKwh: Quantity;
  readonly consumption: Quantity;
  /** The reading followed was an estimate (the new one trues it up). */
  readonly previousEstimated: boolean;
  /**
   * The reading taken this month that the row shifts to previous, and what it billed: carried into
   * the customer's arrears (docs/readings-in-a-month.md); null when the meter was not read this month.
   */
  readonly shifted: ShiftedReading | null;
}

/** A refused or warned row: its sheet row number, the reason, and whose row it is. */
export interface LineReason {
  /** The row number the spreadsheet shows (the header is row 1). */
  readonly line: number;
  readonly reason: string;
  /** The customer the row names: the one matched, else what the row's cells say (null when blank). */
  readonly customerNumber: number | null;
  readonly name: string | null;
  readonly box: string | null;
}

export interface ReadingsImportPlan {
  readonly updates: ReadingUpdate[];
  /** Refused, blank and unknown rows, each with its Arabic reason. */
  readonly skipped: LineReason[];
  /** Rows recorded all the same, worth a second look. */
  readonly warnings: LineReason[];
}

/** A pasted header, folded: 'New Current KWh', 'newcurrentkwh' and 'القراءة الجديدة' name one column. */
function foldHeader(header: string): string {
  return normaliseForSearch(header).replace(/[\s_\-.]+/g, '');
}

const COLUMN_BY_HEADER: ReadonlyMap<string, ReadingSheetKey> = new Map(
  READING_SHEET_COLUMNS.flatMap((column) => [
    [foldHeader(column.key), column.key] as const,
    [foldHeader(column.label), column.key] as const,
  ]),
);

/** The sheet column a pasted header names ('newCurrentKwh', 'New Current KWh', 'القراءة الجديدة'), or null. */
export function readingSheetKeyOf(header: string): ReadingSheetKey | null {
  return COLUMN_BY_HEADER.get(foldHeader(header)) ?? null;
}

/** A sheet whose header does not name the column the operator fills is refused whole. */
export class MissingReadingColumnError extends InvalidInputError {
  constructor() {
    super(
      `سطر العناوين لا يحتوي على عمود القراءة الجديدة: newCurrentKwh أو «${KWH_FIELD_LABELS.newCurrentKwh}»`,
      'NO_READING_COLUMN',
    );
  }
}

/** A readings sheet as read: the rows keyed by the header's names, and each one's sheet row number. */
export interface ReadingSheet {
  readonly readings: Record<string, string>[];
  /** The row number the spreadsheet shows for each reading (the header's row counts: it is row 1 at the top). */
  readonly rowNumbers: number[];
}

/**
 * A readings sheet (a file read by readSheetFile, or pasted text; docs/sheet-files.md) as the import takes
 * it. The header is the first non-blank row and must name the column the operator fills (its key or
 * Arabic label, any case or spacing); each non-blank row after it is a reading, with the row number the
 * spreadsheet shows, so a refusal names the row the operator sees in the web and in the terminal alike.
 * Cells past the header are ignored.
 */
export function readingSheetOf(grid: readonly (readonly string[])[]): ReadingSheet {
  const filled = (row: readonly string[]) => row.some((cell) => String(cell ?? '').trim() !== '');
  const headerIndex = grid.findIndex(filled);
  if (headerIndex < 0) throw new InvalidInputError('الملف أو النص الملصق فارغ', 'EMPTY_SHEET');
  const header = grid[headerIndex].map((cell) => String(cell ?? '').trim());
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  const keys = header.map(readingSheetKeyOf);
  if (!keys.includes('newCurrentKwh')) throw new MissingReadingColumnError();
  const duplicate = keys.findIndex((key, index) => key !== null && keys.indexOf(key) !== index);
  if (duplicate >= 0)
    throw new InvalidInputError(`العمود ${header[duplicate]} مكرر في سطر العناوين`, 'DUPLICATE_COLUMN');
  const readings: Record<string, string>[] = [];
  const rowNumbers: number[] = [];
  grid.forEach((row, index) => {
    if (index <= headerIndex || !filled(row)) return;
    const record: Record<string, string> = {};
    header.forEach((name, column) => {
      if (name !== '') record[name] = String(row[column] ?? '').trim();
    });
    readings.push(record);
    rowNumbers.push(index + 1);
  });
  if (readings.length === 0)
    throw new InvalidInputError('لا يوجد بعد سطر العناوين أي صف', 'NO_DATA_TO_IMPORT');
  return { readings, rowNumbers };
}

type ReadingRow = Partial<Record<ReadingSheetKey, unknown>>;

/** The row's cells by sheet column; unknown headers are ignored. */
function readRow(
  row: Readonly<Record<string, unknown>>,
  headers: Map<string, ReadingSheetKey | null>,
): ReadingRow {
  const cells: ReadingRow = {};
  for (const [header, value] of Object.entries(row ?? {})) {
    let key = headers.get(header);
    if (key === undefined) {
      key = COLUMN_BY_HEADER.get(foldHeader(header)) ?? null;
      headers.set(header, key);
    }
    if (key !== null && cells[key] === undefined) cells[key] = value;
  }
  return cells;
}

function isBlank(value: unknown): boolean {
  return isBlankNumber(value);
}

function shown(value: unknown): string {
  return String(value).trim().slice(0, 40);
}

class Skip extends Error {}

/**
 * What an import of the readings sheet does (docs/business-rules.md#the-readings-workflow), before anything
 * is written. Each row is matched by id, else customer number (with or without '#', in any digits), else name
 * and box; the first of these the row fills decides, so a row copied from another group's sheet is unknown
 * rather than matched to the wrong meter. A matched row with a readable newCurrentKwh is checked
 * (checkNewReading); blank, unreadable, unknown, ambiguous, repeated and refused rows are skipped with their
 * reason (a second recorded row of one customer too), and a row that repeats the reading on file (the same
 * sheet imported twice) changes nothing. `line` is the row number the spreadsheet shows: `rowNumbers[i]` when
 * the sheet was read with them (readingSheetOf), else the header is row 1 and the rows follow it. Rows none
 * of whose columns names the new reading are refused whole (MissingReadingColumnError).
 */
export function planReadingsImport(
  rows: readonly Readonly<Record<string, unknown>>[],
  customers: readonly ReadingCustomer[],
  rowNumbers?: readonly number[],
): ReadingsImportPlan {
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new InvalidInputError(`الحد الأقصى ${MAX_IMPORT_ROWS} سطر`, 'TOO_MANY_ROWS');
  }
  if (
    rows.length > 0 &&
    !rows.some((row) => Object.keys(row ?? {}).some((key) => readingSheetKeyOf(key) === 'newCurrentKwh'))
  ) {
    throw new MissingReadingColumnError();
  }
  const finder = new CustomerFinder(customers);
  const headers = new Map<string, ReadingSheetKey | null>();
  const seen = new Map<string, number>();
  const plan: ReadingsImportPlan = { updates: [], skipped: [], warnings: [] };

  rows.forEach((row, index) => {
    const line = rowNumbers?.[index] ?? index + 2;
    const cells = readRow(row, headers);
    let customer: ReadingCustomer | null = null;
    const reasonOf = (reason: string): LineReason => ({ line, reason, ...whoseRow(customer, cells) });
    try {
      if (Object.values(cells).every(isBlank)) throw new Skip('سطر فارغ');
      customer = finder.find(cells);
      const earlier = seen.get(customer.id);
      if (earlier !== undefined) throw new Skip(`العميل مكرر: سبق في الصف ${earlier}`);
      const newCurrentKwh = readReading(cells.newCurrentKwh);
      if (!customer.currentKwh.isZero() && newCurrentKwh.equals(customer.currentKwh)) {
        throw new Skip(`القراءة ${newCurrentKwh.toString()} مسجلة مسبقاً: لا تغيير`);
      }
      const outcome = checkNewReading({
        previousKwh: customer.previousKwh,
        currentKwh: customer.currentKwh,
        newCurrentKwh,
        lastMonthConsumption: customer.lastMonthConsumption,
        previousEstimated: customer.previousEstimated,
        currentEstimated: customer.currentEstimated,
        replacement: customer.replacement,
      });
      plan.updates.push({
        id: customer.id,
        line,
        customerNumber: customer.customerNumber,
        name: customer.name,
        before: { previousKwh: customer.previousKwh, currentKwh: customer.currentKwh },
        previousKwh: outcome.previousKwh,
        currentKwh: outcome.currentKwh,
        consumption: outcome.consumption,
        previousEstimated: outcome.previousEstimated,
        shifted: outcome.shifted,
      });
      // Only a recorded row claims its customer: a blank or refused one does not stop a later row.
      seen.set(customer.id, line);
      if (outcome.shifted) plan.warnings.push(reasonOf(shiftWarningOf(customer, outcome.shifted)));
      for (const reason of outcome.warnings) plan.warnings.push(reasonOf(reason));
    } catch (error) {
      if (error instanceof Skip) plan.skipped.push(reasonOf(error.message));
      else if (error instanceof DomainError && error.kind === 'invalid')
        plan.skipped.push(reasonOf(error.message));
      else throw error;
    }
  });
  return plan;
}

/**
 * docs/readings-in-a-month.md: a row that shifts a meter read this month, said in the preview with
 * the customer, the reading it shifts and what that reading billed, carried into arrears.
 */
function shiftWarningOf(customer: ReadingCustomer, shifted: ShiftedReading): string {
  const from = shifted.previousKwh.toString();
  const to = shifted.reading.toString();
  const moved = !shifted.creditKwh.isZero()
    ? `خصم ${shifted.creditKwh.toString()} كيلوواط (تصحيح التقدير من ${from} إلى ${to})`
    : `استهلاك ${shifted.consumption.toString()} كيلوواط (من ${from} إلى ${to})`;
  return `${customer.name} (#${customer.customerNumber}): قُرئ هذا الشهر ${to}، فتصبح القراءة السابقة ويُرحَّل ${moved} إلى الرصيد السابق`;
}

/** Whose row it is: the customer matched, else the number, name and box the row's cells give. */
function whoseRow(
  customer: ReadingCustomer | null,
  cells: ReadingRow,
): Pick<LineReason, 'customerNumber' | 'name' | 'box'> {
  if (customer) return { customerNumber: customer.customerNumber, name: customer.name, box: customer.box };
  const text = (value: unknown) => (isBlank(value) ? null : String(value).trim().slice(0, 80));
  const number = text(cells.customerNumber);
  let customerNumber: number | null = null;
  if (number !== null) {
    try {
      customerNumber = readCustomerReference(number).value;
    } catch {
      customerNumber = null;
    }
  }
  return { customerNumber, name: text(cells.name), box: text(cells.box) };
}

function readReading(value: unknown): Quantity {
  if (isBlank(value)) throw new Skip('لا توجد قراءة جديدة');
  if (typeof value !== 'number' && typeof value !== 'string')
    throw notANumber(value, KWH_FIELD_LABELS.newCurrentKwh);
  return Quantity.parse(value, KWH_FIELD_LABELS.newCurrentKwh);
}

class CustomerFinder {
  private readonly byId = new Map<string, ReadingCustomer>();
  private readonly byNumber = new Map<number, ReadingCustomer>();
  private byKey: Map<string, ReadingCustomer[]> | null = null;

  constructor(private readonly customers: readonly ReadingCustomer[]) {
    for (const customer of customers) {
      this.byId.set(customer.id.toLowerCase(), customer);
      this.byNumber.set(customer.customerNumber, customer);
    }
  }

  find(cells: ReadingRow): ReadingCustomer {
    if (!isBlank(cells.id)) {
      const customer = this.byId.get(String(cells.id).trim().toLowerCase());
      if (!customer) throw new Skip(`لا يوجد عميل بالمعرف ${shown(cells.id)}`);
      return customer;
    }
    if (!isBlank(cells.customerNumber)) {
      const number = readCustomerReference(String(cells.customerNumber));
      const customer = this.byNumber.get(number.value);
      if (!customer) throw new Skip(`لا يوجد عميل بالرقم ${number.toString()}`);
      return customer;
    }
    if (!isBlank(cells.name)) {
      const box = isBlank(cells.box) ? null : String(cells.box);
      const matches = this.byRecordKey().get(normaliseRecordKey(String(cells.name), box)) ?? [];
      if (matches.length > 1) throw new Skip('أكثر من عميل بالاسم نفسه في العلبة نفسها: أضف رقم العميل');
      const [customer] = matches;
      if (!customer) throw new Skip(`لا يوجد عميل باسم «${shown(cells.name)}» في العلبة «${box ?? ''}»`);
      return customer;
    }
    throw new Skip('لا يوجد ما يحدد العميل: المعرف أو الرقم أو الاسم والعلبة');
  }

  private byRecordKey(): Map<string, ReadingCustomer[]> {
    if (this.byKey === null) {
      this.byKey = new Map();
      for (const customer of this.customers) {
        const key = customer.recordKey ?? normaliseRecordKey(customer.name, customer.box);
        const list = this.byKey.get(key);
        if (list) list.push(customer);
        else this.byKey.set(key, [customer]);
      }
    }
    return this.byKey;
  }
}
