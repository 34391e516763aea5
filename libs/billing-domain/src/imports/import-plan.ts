import { InvalidInputError } from '../errors/invalid-input.error';
import { RepeatedImportRowError } from './repeated-import-row.error';
import type { SkippedLine } from './tabular-import';

/** One read line of an import: where it was in the paste (from 1), its text, and its row. */
export interface ImportLine<Row> {
  readonly line: number;
  readonly text: string;
  readonly row: Row;
  /** The row's key when the caller has it already (rules.keyOf otherwise). */
  readonly key?: string;
  /** The customer number the row gives, when the sheet has a number column (null or absent: none). */
  readonly number?: number | null;
}

/** A customer on file an import may update, with its name-and-box key (normaliseRecordKey). */
export interface CustomerOnFile<Customer> {
  readonly id: string;
  readonly customerNumber: number;
  readonly recordKey: string;
  readonly customer: Customer;
}

/**
 * How a system's import reads a row: its key, a new customer from it, a customer on file (as
 * stored, `OnFile`) amended by it.
 */
export interface ImportRules<Row, Customer, OnFile = Customer> {
  keyOf(row: Row): string;
  create(row: Row): Customer;
  /** A filled cell replaces what is on file; a blank one erases nothing. */
  amend(onFile: OnFile, row: Row): Customer;
}

/** One line as the import leaves its customer (the preview shows each line). */
export interface PlannedLine<Customer> {
  readonly line: number;
  readonly action: 'create' | 'update';
  /** The customer on file the line updates; null for a new customer. */
  readonly existingCustomerNumber: number | null;
  readonly customer: Customer;
}

export interface ImportPlan<Customer> {
  /** Every line that can be applied, in sheet order: one per customer. */
  readonly lines: PlannedLine<Customer>[];
  /** One per new customer, in sheet order: their numbering. */
  readonly creates: Customer[];
  /** One per customer on file. */
  readonly updates: { readonly id: string; readonly customer: Customer }[];
  /** Lines refused (a reading below the one on file, a repeated customer…), with the reason. */
  readonly refused: SkippedLine[];
}

/**
 * docs/customer-imports.md: each line updates the live customer with the same
 * name and box (the first by customer number when two share them) or creates one. A line that
 * repeats an earlier line's customer (the same name and box, or the same customer number) is refused
 * naming that line, so one line is one customer and the preview's counts are what the import writes.
 * A line the rules refuse is reported with its line and reason, and the others go ahead.
 */
export function planImport<Row, Customer, OnFile = Customer>(
  lines: readonly ImportLine<Row>[],
  onFile: readonly CustomerOnFile<OnFile>[],
  rules: ImportRules<Row, Customer, OnFile>,
): ImportPlan<Customer> {
  const firstOnFile = new Map<string, CustomerOnFile<OnFile>>();
  for (const candidate of onFile) {
    const first = firstOnFile.get(candidate.recordKey);
    if (!first || candidate.customerNumber < first.customerNumber) {
      firstOnFile.set(candidate.recordKey, candidate);
    }
  }
  const planned: PlannedLine<Customer>[] = [];
  const refused: SkippedLine[] = [];
  const creates: Customer[] = [];
  const updates: { id: string; customer: Customer }[] = [];
  // The first line of each customer read so far, by key and by the number the sheet gives.
  const lineOfKey = new Map<string, number>();
  const lineOfNumber = new Map<number, number>();
  for (const { line, text, row, key: known, number = null } of lines) {
    const key = known ?? rules.keyOf(row);
    try {
      const earlierByKey = lineOfKey.get(key);
      if (earlierByKey !== undefined) throw new RepeatedImportRowError(earlierByKey, 'name-and-box');
      const earlierByNumber = number === null ? undefined : lineOfNumber.get(number);
      if (number !== null && earlierByNumber !== undefined) {
        throw new RepeatedImportRowError(earlierByNumber, { customerNumber: number });
      }
      // Read, even if the rules refuse it below: a later line of its customer still repeats it.
      lineOfKey.set(key, line);
      if (number !== null) lineOfNumber.set(number, line);
      const match = firstOnFile.get(key);
      const customer = match ? rules.amend(match.customer, row) : rules.create(row);
      planned.push({
        line,
        action: match ? 'update' : 'create',
        existingCustomerNumber: match ? match.customerNumber : null,
        customer,
      });
      if (match) updates.push({ id: match.id, customer });
      else creates.push(customer);
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      refused.push({ line, text, reason: error.message });
    }
  }
  return { lines: planned, creates, updates, refused };
}
