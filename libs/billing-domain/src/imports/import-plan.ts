import { InvalidInputError } from '../errors/invalid-input.error';
import type { SkippedLine } from './tabular-import';

/** One read line of an import: where it was in the paste (from 1), its text, and its row. */
export interface ImportLine<Row> {
  readonly line: number;
  readonly text: string;
  readonly row: Row;
  /** The row's key when the caller has it already (rules.keyOf otherwise). */
  readonly key?: string;
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
  /** Every line that can be applied, in paste order. */
  readonly lines: PlannedLine<Customer>[];
  /** One per new customer (its last line wins), in the order of first appearance: their numbering. */
  readonly creates: Customer[];
  /** One per customer on file (its last line wins). */
  readonly updates: { readonly id: string; readonly customer: Customer }[];
  /** Lines the rules refused (a reading below the one on file…), with the reason. */
  readonly refused: SkippedLine[];
}

/**
 * spec 000 §5, 001 §5, issue 6 and 8: each line updates the live customer with the same name and
 * box (the first by customer number when two share them) or creates one; when a customer appears
 * on several lines, the last that can be applied wins, as in a sheet read top to bottom. A line the
 * rules refuse is reported with its line and reason, and the others go ahead.
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
  const latest = new Map<string, Customer>();
  for (const { line, text, row, key: known } of lines) {
    const key = known ?? rules.keyOf(row);
    const match = firstOnFile.get(key);
    try {
      const customer = match ? rules.amend(match.customer, row) : rules.create(row);
      planned.push({
        line,
        action: match ? 'update' : 'create',
        existingCustomerNumber: match ? match.customerNumber : null,
        customer,
      });
      // Map order is the order of first appearance, even when a later line replaces the value.
      latest.set(key, customer);
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      refused.push({ line, text, reason: error.message });
    }
  }
  const creates: Customer[] = [];
  const updates: { id: string; customer: Customer }[] = [];
  for (const [key, customer] of latest) {
    const match = firstOnFile.get(key);
    if (match) updates.push({ id: match.id, customer });
    else creates.push(customer);
  }
  return { lines: planned, creates, updates, refused };
}
