import { InvalidInputError } from '../errors/invalid-input.error';
import type { PasteColumn, PastedValue } from '../imports/column-paste';
import type { ImportLine, ImportRules } from '../imports/import-plan';
import { normaliseRecordKey } from '../imports/record-key';
import {
  type ImportColumn,
  type ImportResult,
  type ImportSpec,
  parseImport,
  type SkippedLine,
  type TabularRow,
} from '../imports/tabular-import';
import type { Money } from '../money/money';
import type { TariffKind } from '../systems/billing-system';

/** What every customer holds, whatever its tariff, that the shared code reads. */
export interface CustomerBasics {
  readonly name: string;
  readonly box: string | null;
  readonly amountPaid: Money;
}

/** What every import row holds: the name and box a customer is matched on. */
export interface NamedImportRow {
  readonly name: string;
  readonly box: string | null;
  /** The customer number the sheet gives (docs/customer-imports.md: it tells repeated rows). */
  readonly customerNumber: number | null;
}

/**
 * A tariff kind as a strategy (ARCHITECTURE: "how a charge line is computed and shown, not a
 * folder"): one object per kind (AMPERE_TARIFF, METERED_TARIFF) says what differs, so the import,
 * its preview and the column paste are written once for every billing system. `OnFile` is a
 * customer as stored, `Customer` one the rules computed (the same for ampere; a kWh customer adds its
 * bill), `Context` what the rules read (the ampere prices; the kWh billing context).
 */
export interface TariffRules<
  Customer extends OnFile,
  OnFile extends CustomerBasics,
  Row extends NamedImportRow,
  Context,
  Forms extends TariffForms = TariffForms,
> {
  readonly tariff: TariffKind;
  /** A customer from the add form, and what it has paid (a ledger payment, not a stored field yet). */
  createCustomer(input: Forms['add'], context: Context): NewCustomer<Customer>;
  /** A customer on file after an edit, and what the edit does to its payments. */
  editCustomer(onFile: OnFile, edit: Forms['edit'], context: Context): EditedCustomer<Customer>;
  /** The import's sheet: the spec's columns in order, how many a line needs, what a header may say. */
  readonly importSheet: ImportSpec<readonly ImportColumn[], Row>;
  /** A new customer from an import row, or one on file amended by it (planImport). */
  importRules(context: Context): ImportRules<Row, Customer, OnFile>;
  /** The columns an operator may paste into, in the dialog's order. */
  readonly pasteColumns: readonly PasteColumn[];
  /** What a blank pasted line means (planColumnPaste). */
  readonly pasteBlankLines: 'keep-position' | 'drop';
  /** The customer after one pasted value, as an edit (the amounts follow; a bad value is refused). */
  pasteInto(onFile: OnFile, column: string, value: PastedValue, context: Context): Customer;
  /** The cell's text as the table shows it: the paste preview's before and after. */
  columnText(customer: OnFile, column: string): string | null;
  /** The customer's columns as its table shows them, amounts as numbers: an import preview's line. */
  shownColumns(customer: Customer): ShownColumns;
}

/** What a kind's add and edit forms send, as its rules read them. */
export interface TariffForms {
  readonly add: unknown;
  readonly edit: unknown;
}

export interface EditedCustomer<Customer> {
  readonly customer: Customer;
  /**
   * What the edit does to the payments (amount_paid is the ledger's sum,
   * docs/business-rules.md#the-payments-ledger): `left-alone` keeps the ledger; `typed` states the amount
   * paid (the customer's); `marked` paid pays the balance as written (plus an amount typed beside it), unpaid
   * voids down to that amount or 0.
   */
  readonly payment:
    | { readonly kind: 'left-alone' }
    | { readonly kind: 'typed' }
    | { readonly kind: 'marked'; readonly paid: boolean; readonly typed?: Money };
  /** The audit log's name for it: an edit, or the mark-paid button. */
  readonly audit: 'edit' | 'mark-paid';
}

export interface NewCustomer<Customer> {
  readonly customer: Customer;
  /** What the customer has paid once added: the payment the ledger records. */
  readonly paidTo: Money;
  /** Whether the add form marked it paid (the payment's source says so). */
  readonly markedPaid: boolean;
}

export type ShownColumns = Readonly<Record<string, string | number | null>>;

/** Reads rows in a kind's import columns; a line that cannot be read is skipped with its reason. */
export function parseTariffImport<Row extends NamedImportRow>(
  rules: Pick<TariffRules<never, never, Row, never>, 'importSheet'>,
  source: string | readonly TabularRow[],
): ImportResult<Row> {
  return parseImport(source, rules.importSheet);
}

export interface TariffImportLines<Row> {
  /** Each with its line, text, name-and-box key and customer number, in the order of the sheet. */
  readonly lines: (ImportLine<Row> & { readonly key: string; readonly number: number | null })[];
  /** Lines that cannot be read, with their Arabic reason. */
  readonly skipped: SkippedLine[];
}

/**
 * Pasted text (its header row naming the columns, docs/customer-imports.md) or a bulk call's rows,
 * read line by line for planImport: each kept row with its line (for a later refusal), its
 * name-and-box key and the customer number it gives.
 */
export function readTariffImportLines<Row extends NamedImportRow>(
  rules: Pick<TariffRules<never, never, Row, never>, 'importSheet'>,
  source: string | readonly TabularRow[],
): TariffImportLines<Row> {
  const parsed = parseTariffImport(rules, source);
  return {
    lines: parsed.lines.map((read) => ({
      ...read,
      key: normaliseRecordKey(read.row.name, read.row.box),
      number: read.row.customerNumber,
    })),
    skipped: parsed.skipped,
  };
}

/**
 * A pasted value the customer cannot take is refused naming its line
 * (docs/business-rules.md#sheets-and-pastes-column-by-column).
 */
export function pasteIntoLine<Customer extends OnFile, OnFile extends CustomerBasics, Context>(
  rules: Pick<TariffRules<Customer, OnFile, never, Context>, 'pasteInto'>,
  paste: { onFile: OnFile; column: string; value: PastedValue; line: number },
  context: Context,
): Customer {
  try {
    return rules.pasteInto(paste.onFile, paste.column, paste.value, context);
  } catch (error) {
    if (error instanceof InvalidInputError) {
      throw new InvalidInputError(`السطر ${paste.line}: ${error.message}`, error.code);
    }
    throw error;
  }
}
