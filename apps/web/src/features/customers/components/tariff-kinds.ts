import type { ColProps } from 'react-bootstrap/Col';
import { DEFAULT_TARIFF_ZONE, formatLebanesePhone, type TariffKind } from '@kahraba/billing-domain';
import type {
  ImportPreviewAnswer,
  ImportPreviewColumn,
  ImportPreviewTexts,
} from '../../../components/import-preview';
import { formatQuantity, isolateLtr } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import { phoneFieldText } from '../../../lib/phone-entry';
import type { AmpereRecord } from '../../../types/ampere';
import type { KwhCustomer } from '../../../types/kwh';
import type { PasteColumnResult } from '../api/paste-column';
import type { ImportPreview, ImportRow, KwhImportRow } from '../api/preview-import';
import { ampereMessages as flatText, kwhMessages as meteredText } from '../messages';

/** Every number a customer form can hold, each read by the one number reader
 * (docs/screens.md#typing-numbers-phones-and-forms). */
export type CustomerNumberField =
  | 'ampere'
  | 'amperePrice'
  | 'previousKwh'
  | 'currentKwh'
  | 'pricePerKwh'
  | 'ampereSubscriptionFee'
  | 'insurance'
  | 'amountPaid';

/** A customer form as typed; a kind uses only its own numbers. */
export type CustomerFormValues = Record<
  'name' | 'box' | 'address' | 'phone' | 'zone' | CustomerNumberField,
  string
>;
export type CustomerFormErrors = Partial<Record<CustomerNumberField | 'phone', string>>;

/** How one number of a kind is shown: its label, its width (one row on wide screens when `inline`),
 * and whether it may be left blank (the flat price: blank is the automatic price). */
export interface NumberFieldSpec {
  label: string;
  col: (inline: boolean) => ColProps;
  optional?: boolean;
  /** Shown under the field in a dialog (not in the one-row add form). */
  hint?: string;
  /** The field's tooltip. */
  title?: string;
  /** The field shows the screen's price placeholder (how the threshold price applies when blank). */
  pricePlaceholder?: boolean;
}

/** The pasted columns of a kind. */
export type PasteColumn = Exclude<CustomerNumberField, 'ampereSubscriptionFee'> | 'name' | 'box' | 'address';

/** A tariff kind on the web (ARCHITECTURE: a strategy, not a folder): which fields its customers have and
 * their labels, how a customer becomes the form and the form a request, which columns can be pasted and
 * imported, and the Arabic texts of its screens. The components are written once and take a kind. */
export interface TariffKindForm<Customer, Row, Texts> {
  tariff: TariffKind;
  /** The texts of the forms and dialogs (the kind's messages). */
  t: Texts;
  numbers: Partial<Record<CustomerNumberField, NumberFieldSpec>>;
  /** The numbers of the add form, and of the add/edit dialog. */
  addNumbers: readonly CustomerNumberField[];
  editNumbers: readonly CustomerNumberField[];
  /** Sent on edit only when typed (the paid amount is the ledger's sum; the flat price
   * left as loaded keeps the automatic price, so changing the amperes re-prices). */
  sentWhenChanged: readonly CustomerNumberField[];
  boxCol: (inline: boolean) => ColProps;
  /** A new customer's form; `start` carries what the form keeps or starts from (a metered group's price). */
  empty: (start?: Partial<CustomerFormValues>) => CustomerFormValues;
  formOf: (customer: Customer) => CustomerFormValues;
  /** The add form's button colour. */
  submitVariant?: 'success';
  paste: {
    columns: readonly PasteColumn[];
    labels: Partial<Record<PasteColumn, string>>;
    /** Flat: from a start row (its label and hint), blank lines kept (they keep the positions); metered:
     * from the first customer, empty lines dropped. */
    startRow: { label: string; hint: string } | null;
    customerNumber: string;
    lines: (text: string) => string[];
    shown: (column: PasteColumn, value: string | null) => string;
    count: (result: PasteColumnResult) => string;
    placeholder?: string;
    submit: string;
    preview: string;
    done: (count: number) => string;
    failed: string;
  };
  import: {
    /** The preview's columns and texts (ImportPreviewPanel's). */
    panel: { columns: ImportPreviewColumn<Row>[]; texts: ImportPreviewTexts };
    button: (preview: { rows: readonly Row[]; creates: number; updates: number }) => string;
    /** The preview of this kind's rows (another kind's answer previews nothing). */
    previewOf: (answer: ImportPreview) => ImportPreviewAnswer<Row>;
    done: (created: number, updated: number) => string;
    failedTitle: string;
    failed?: string;
  };
}

/** What a form of one kind reads from another kind's preview: nothing. */
const NO_PREVIEW: ImportPreviewAnswer<never> = { rows: [], skipped: [], creates: 0, updates: 0 };

/** One value per line; the line break a spreadsheet leaves after the last cell is not a value. A blank
 * line in between is kept: it leaves its customer unchanged and keeps the positions
 * (docs/screens.md#pastes-and-imports). */
function linesOf(text: string): string[] {
  if (text.trim() === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** One value per line, empty lines dropped. */
function pastedValues(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '');
}

const importTexts = (t: typeof flatText | typeof meteredText): ImportPreviewTexts => ({
  help: t.importHelp,
  textLabel: t.importText,
  placeholder: t.importPlaceholder,
  previewing: t.previewing,
  previewFailed: t.previewFailed,
  validRows: t.validRows,
  skippedTitle: t.skippedTitle,
  skippedLine: t.skippedLine,
  previewTable: t.previewTable,
  rowPages: t.rowPages,
  skippedPages: t.skippedPages,
  shownOf: t.shownOf,
  line: t.previewLine,
  action: t.importAction,
  creates: t.importCreates,
  updates: t.importUpdates,
});

/** Flat per ampere: amperes × the price, blank price = the automatic threshold price. */
export const flatForm: TariffKindForm<AmpereRecord, ImportRow, typeof flatText> = {
  tariff: 'flat-per-ampere',
  t: flatText,
  numbers: {
    ampere: { label: flatText.ampere, col: (inline) => (inline ? { xs: 6, md: 3, xl: 1 } : { xs: 6 }) },
    amperePrice: {
      label: flatText.amperePrice,
      col: (inline) => (inline ? { xs: 12, md: 6, xl: 3 } : { xs: 12, sm: 6 }),
      optional: true,
      title: flatText.amperePriceHint,
      pricePlaceholder: true,
    },
    amountPaid: { label: flatText.amountPaid, col: () => ({ xs: 12, sm: 6 }) },
  },
  // name, box, ampere, ampere price, address (the amount paid only on edit).
  addNumbers: ['ampere', 'amperePrice'],
  editNumbers: ['ampere', 'amperePrice', 'amountPaid'],
  sentWhenChanged: ['amperePrice', 'amountPaid'],
  boxCol: (inline) => (inline ? { xs: 6, md: 3, xl: 1 } : { xs: 6 }),
  // ampere defaults to 0; the price blank, the automatic price.
  empty: () => ({ ...blank, ampere: '0', amountPaid: '0' }),
  /** An automatic price (the server says which, `priceIsCustom`) is shown empty, as in the add form. */
  formOf: (record) => ({
    ...blank,
    ...common(record),
    ampere: String(record.ampere),
    amperePrice: record.priceIsCustom ? String(record.amperePrice) : '',
    amountPaid: String(record.amountPaid),
  }),
  paste: {
    columns: ['name', 'box', 'ampere', 'amperePrice', 'address', 'amountPaid'],
    labels: flatText.pasteColumns,
    startRow: { label: flatText.pasteStart, hint: flatText.pasteStartHint },
    customerNumber: flatText.columns.customerNumber,
    lines: linesOf,
    // As the records table shows them: amounts in dollars, amperes as a quantity.
    shown: (column, value) => {
      if (value === null || value === '') return flatText.emptyValue;
      if (column === 'ampere') return formatQuantity(Number(value));
      return column === 'amperePrice' || column === 'amountPaid' ? formatUsd(Number(value)) : value;
    },
    count: ({ changes }) =>
      changes.length === 0 ? flatText.pasteNoChanges : flatText.pasteChangesCount(changes.length),
    submit: flatText.pasteSubmit,
    preview: flatText.pastePreview,
    done: flatText.pasteDone,
    failed: flatText.pasteFailed,
  },
  import: {
    panel: {
      columns: [
        { header: flatText.columns.name, cell: (row) => row.name },
        { header: flatText.columns.box, cell: (row) => row.box },
        { header: flatText.columns.ampere, cell: (row) => formatQuantity(row.ampere), numeric: true },
        { header: flatText.columns.amperePrice, cell: (row) => formatUsd(row.amperePrice), numeric: true },
        { header: flatText.columns.amount, cell: (row) => formatUsd(row.amount), numeric: true },
        { header: flatText.columns.address, cell: (row) => row.address },
        { header: flatText.columns.amountPaid, cell: (row) => formatUsd(row.amountPaid), numeric: true },
        { header: flatText.columns.phone, cell: (row) => previewPhone(row.phone) },
      ],
      texts: importTexts(flatText),
    },
    button: ({ creates, updates }) => flatText.importButton(creates, updates),
    previewOf: (answer) => (answer.tariff === 'flat' ? answer.preview : NO_PREVIEW),
    done: flatText.bulkDone,
    failedTitle: flatText.bulkFailedTitle,
    failed: flatText.bulkFailed,
  },
};

/** Metered per kWh: readings, consumption, price per kWh, subscription fee, insurance. */
export const meteredForm: TariffKindForm<KwhCustomer, KwhImportRow, typeof meteredText> = {
  tariff: 'metered-per-kwh',
  t: meteredText,
  numbers: {
    ampere: { label: meteredText.ampere, col: half },
    previousKwh: { label: meteredText.previousKwh, col: half },
    currentKwh: { label: meteredText.currentKwh, col: half, hint: meteredText.currentKwhHint },
    // Blank is the group's price (docs/metered-group-price.md).
    pricePerKwh: { label: meteredText.pricePerKwh, col: half, optional: true },
    ampereSubscriptionFee: {
      label: meteredText.ampereSubscriptionFee,
      col: half,
      hint: meteredText.ampereSubscriptionFeeHint,
    },
    insurance: { label: meteredText.insurance, col: half },
    amountPaid: { label: meteredText.amountPaid, col: half },
  },
  addNumbers: ['ampere', 'previousKwh', 'currentKwh', 'pricePerKwh'],
  editNumbers: [
    'ampere',
    'previousKwh',
    'currentKwh',
    'pricePerKwh',
    'ampereSubscriptionFee',
    'insurance',
    'amountPaid',
  ],
  sentWhenChanged: ['amountPaid'],
  boxCol: half,
  /** A new customer: readings 0, nothing paid, the price per kWh the group's (docs/metered-group-price.md,
   * given in `start`; blank, the server's group price, when unknown); a price typed stays for the next
   * customer (the generic screen's price input). */
  empty: (start) => ({
    ...blank,
    ampere: '0',
    previousKwh: '0',
    currentKwh: '0',
    pricePerKwh: start?.pricePerKwh ?? '',
    // docs/official-tariff.md#zones: a new metered customer is in a town unless chosen otherwise
    zone: start?.zone ?? DEFAULT_TARIFF_ZONE,
    ampereSubscriptionFee: '0',
    insurance: '0',
    amountPaid: '0',
  }),
  formOf: (customer) => ({
    ...blank,
    ...common(customer),
    ampere: String(customer.ampere),
    previousKwh: String(customer.previousKwh),
    currentKwh: String(customer.currentKwh),
    pricePerKwh: String(customer.pricePerKwh),
    zone: customer.zone,
    ampereSubscriptionFee: String(customer.ampereSubscriptionFee),
    insurance: String(customer.insurance),
    amountPaid: String(customer.amountPaid),
  }),
  submitVariant: 'success',
  paste: {
    columns: [
      'name',
      'box',
      'address',
      'ampere',
      'currentKwh',
      'previousKwh',
      'pricePerKwh',
      'insurance',
      'amountPaid',
    ],
    labels: meteredText.pasteColumns,
    startRow: null,
    customerNumber: meteredText.customerNumber,
    lines: pastedValues,
    shown: (_column, value) => value || meteredText.emptyValue,
    count: ({ updated }) => meteredText.pasteWillUpdate(updated),
    placeholder: meteredText.pasteNothing,
    submit: meteredText.pasteSubmit,
    preview: meteredText.pastePreview,
    done: meteredText.pasteDone,
    failed: meteredText.pasteFailed,
  },
  import: {
    // the metered import's column order (docs/customer-imports.md).
    panel: {
      columns: [
        { header: meteredText.name, cell: (row) => row.name },
        { header: meteredText.box, cell: (row) => row.box },
        { header: meteredText.address, cell: (row) => row.address },
        { header: meteredText.ampere, cell: (row) => formatQuantity(row.ampere), numeric: true },
        { header: meteredText.previousKwh, cell: (row) => formatQuantity(row.previousKwh), numeric: true },
        { header: meteredText.currentKwh, cell: (row) => formatQuantity(row.currentKwh), numeric: true },
        {
          header: meteredText.pasteColumns.pricePerKwh,
          cell: (row) => formatQuantity(row.pricePerKwh),
          numeric: true,
        },
        {
          header: meteredText.columns.consumption,
          cell: (row) => formatQuantity(row.consumption),
          numeric: true,
        },
        { header: meteredText.columns.insurance, cell: (row) => formatUsd(row.insurance), numeric: true },
        { header: meteredText.columns.amountPaid, cell: (row) => formatUsd(row.amountPaid), numeric: true },
        { header: meteredText.columns.totalAmount, cell: (row) => formatUsd(row.totalAmount), numeric: true },
        { header: meteredText.phone, cell: (row) => previewPhone(row.phone) },
      ],
      texts: importTexts(meteredText),
    },
    button: ({ creates, updates }) => meteredText.importButton(creates, updates),
    previewOf: (answer) => (answer.tariff === 'metered' ? answer.preview : NO_PREVIEW),
    done: meteredText.bulkDone,
    failedTitle: meteredText.bulkFailed,
  },
};

export type AnyTariffKind = typeof flatForm | typeof meteredForm;

/** docs/customer-imports.md: the phone a sheet gave, as the customers' screens write it (its digit
 * groups kept in order in the right-to-left table). */
function previewPhone(phone: string | null): string | null {
  return phone ? isolateLtr(formatLebanesePhone(phone)) : null;
}

function half(inline: boolean): ColProps {
  return inline ? { xs: 6, md: 3, xl: 2 } : { xs: 6 };
}

const blank: CustomerFormValues = {
  name: '',
  box: '',
  address: '',
  phone: '',
  zone: '',
  ampere: '',
  amperePrice: '',
  previousKwh: '',
  currentKwh: '',
  pricePerKwh: '',
  ampereSubscriptionFee: '',
  insurance: '',
  amountPaid: '',
};

function common(customer: {
  name: string;
  box: string | null;
  address: string | null;
  phone: string | null;
}) {
  return {
    name: customer.name,
    box: customer.box ?? '',
    address: customer.address ?? '',
    phone: phoneFieldText(customer.phone),
  };
}
