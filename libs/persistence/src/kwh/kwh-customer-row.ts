import {
  billKwhCustomer,
  DEFAULT_TARIFF_ZONE,
  ExchangeRate,
  Money,
  Lbp,
  Quantity,
  UnitPrice,
  type KwhBill,
  type KwhCustomer,
  type KwhCustomerFields,
  type MeterReadingsMarks,
  type TariffZone,
} from '@kahraba/billing-domain';
import { CUSTOMER_BASE_COLUMNS, customerRowBase } from '../records/customer-rows.store';
import {
  monthBillingColumnsOf,
  monthBillingOf,
  monthBillingSelect,
  type MonthBillingColumns,
} from '../records/month-billing-sql';

/** Every stored field of a live kWh customer, decimal text for money and quantities. */
export interface KwhCustomerRow extends MonthBillingColumns {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: string;
  ampereSubscriptionFee: string;
  previousKwh: string;
  currentKwh: string;
  pricePerKwh: string;
  /** The price per kWh as typed in pounds (its source), or null when typed in dollars. */
  pricePerKwhLbp: string | null;
  insurance: string;
  subscriptionFee: string;
  /** The pricing map's pound price the fee was billed from, or null for the customer's own fee. */
  subscriptionFeeLbp: string | null;
  consumption: string;
  energyAmount: string;
  totalAmount: string;
  baseAmount: string;
  vatAmount: string;
  arrears: string;
  amountPaid: string;
  outstandingBalance: string;
  isPaid: boolean;
  exchangeRateUsed: string;
  baseAmountLbp: string;
  tvaAmountLbp: string;
  totalAmountLbp: string;
  invoiceDate: string | null;
  dueDate: string | null;
  month: string;
  displayRank: number | null;
  searchText: string;
  recordKey: string;
  /** E.164 or null. */
  phone: string | null;
  /** The current reading is an estimate; the previous one was. */
  readingEstimated: boolean;
  previousEstimated: boolean;
  /** Why the meter could not be read this month, or null. */
  unreadReason: string | null;
  /** A meter replaced this month: the old meter's final reading and the new one's start. */
  replacedFinalKwh: string | null;
  replacedStartKwh: string | null;
  /** The official tariff's zone (docs/official-tariff.md#zones). */
  zone: TariffZone;
}

export type NewKwhCustomerRow = Omit<KwhCustomerRow, 'id'>;

/** The stored columns: column, SQL type of its unnest array, and the row's field holding it. */
export const KWH_WRITTEN_COLUMNS = [
  ...CUSTOMER_BASE_COLUMNS,
  ['ampere_subscription_fee', 'numeric', 'ampereSubscriptionFee'],
  ['previous_kwh', 'numeric', 'previousKwh'],
  ['current_kwh', 'numeric', 'currentKwh'],
  ['price_per_kwh', 'numeric', 'pricePerKwh'],
  ['price_per_kwh_lbp', 'numeric', 'pricePerKwhLbp'],
  ['insurance', 'numeric', 'insurance'],
  ['subscription_fee', 'numeric', 'subscriptionFee'],
  ['subscription_fee_lbp', 'numeric', 'subscriptionFeeLbp'],
  ['consumption', 'numeric', 'consumption'],
  ['energy_amount', 'numeric', 'energyAmount'],
  ['total_amount', 'numeric', 'totalAmount'],
  ['base_amount', 'numeric', 'baseAmount'],
  ['vat_amount', 'numeric', 'vatAmount'],
  ['outstanding_balance', 'numeric', 'outstandingBalance'],
  ['is_paid', 'bool', 'isPaid'],
  ['exchange_rate_used', 'numeric', 'exchangeRateUsed'],
  ['base_amount_lbp', 'numeric', 'baseAmountLbp'],
  ['tva_amount_lbp', 'numeric', 'tvaAmountLbp'],
  ['total_amount_lbp', 'numeric', 'totalAmountLbp'],
  ['invoice_date', 'date', 'invoiceDate'],
  ['display_rank', 'int', 'displayRank'],
  ['reading_estimated', 'bool', 'readingEstimated'],
  ['previous_estimated', 'bool', 'previousEstimated'],
  ['unread_reason', 'text', 'unreadReason'],
  ['replaced_final_kwh', 'numeric', 'replacedFinalKwh'],
  ['replaced_start_kwh', 'numeric', 'replacedStartKwh'],
  ['zone', 'text', 'zone'],
] as const satisfies readonly (readonly [string, string, keyof KwhCustomerRow])[];

/** The bill's fields (what the domain computes). */
export type KwhBillFields = Pick<
  KwhCustomerRow,
  | 'subscriptionFee'
  | 'subscriptionFeeLbp'
  | 'consumption'
  | 'energyAmount'
  | 'totalAmount'
  | 'baseAmount'
  | 'vatAmount'
  | 'outstandingBalance'
  | 'isPaid'
  | 'exchangeRateUsed'
  | 'baseAmountLbp'
  | 'tvaAmountLbp'
  | 'totalAmountLbp'
>;

/** The SELECT list giving a KwhCustomerRow from a row aliased `r`. */
export const KWH_ROW_COLUMNS = [
  'r.id',
  ...KWH_WRITTEN_COLUMNS.map(([column, type, field]) =>
    type === 'numeric' ? `r.${column}::text AS "${field}"` : `r.${column} AS "${field}"`,
  ),
  monthBillingSelect(),
].join(', ');

/** The customer's entered fields as the domain reads them. */
export function kwhFieldsOf(row: KwhCustomerRow): KwhCustomerFields {
  return {
    name: row.name,
    box: row.box,
    address: row.address,
    ampere: Quantity.parse(row.ampere),
    ampereSubscriptionFee: Money.parse(row.ampereSubscriptionFee),
    previousKwh: Quantity.parse(row.previousKwh),
    currentKwh: Quantity.parse(row.currentKwh),
    pricePerKwh: UnitPrice.parse(row.pricePerKwh),
    pricePerKwhLbp: poundsOrNull(row.pricePerKwhLbp),
    insurance: Money.parse(row.insurance),
    arrears: Money.parse(row.arrears),
    amountPaid: Money.parse(row.amountPaid),
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    phone: row.phone,
    readingMarks: readingMarksOf(row),
    zone: row.zone,
    billing: monthBillingOf(row),
  };
}

/** The row's estimate and meter-replacement marks, as the domain bills them. */
export function readingMarksOf(
  row: Pick<
    KwhCustomerRow,
    'readingEstimated' | 'previousEstimated' | 'unreadReason' | 'replacedFinalKwh' | 'replacedStartKwh'
  >,
): MeterReadingsMarks {
  return {
    unreadReason: row.unreadReason ?? null,
    estimated: row.readingEstimated === true,
    previousEstimated: row.previousEstimated === true,
    replacement:
      row.replacedFinalKwh === null ||
      row.replacedFinalKwh === undefined ||
      row.replacedStartKwh === null ||
      row.replacedStartKwh === undefined
        ? null
        : {
            finalReading: Quantity.parse(row.replacedFinalKwh),
            newStartReading: Quantity.parse(row.replacedStartKwh),
          },
  };
}

/** The stored columns of the marks. */
export function readingMarkColumnsOf(
  customer: Pick<KwhCustomerFields, 'readingMarks'>,
): Pick<
  KwhCustomerRow,
  'readingEstimated' | 'previousEstimated' | 'unreadReason' | 'replacedFinalKwh' | 'replacedStartKwh'
> {
  const marks = customer.readingMarks ?? {};
  return {
    readingEstimated: marks.estimated === true,
    previousEstimated: marks.previousEstimated === true,
    unreadReason: marks.unreadReason ?? null,
    replacedFinalKwh: marks.replacement ? marks.replacement.finalReading.toString() : null,
    replacedStartKwh: marks.replacement ? marks.replacement.newStartReading.toString() : null,
  };
}

/**
 * The customer with the bill as stored: the fee in effect and the rate used when it was written, not
 * today's (the single invoice and the print sheets print this).
 */
export function storedKwhCustomerOf(row: KwhCustomerRow): KwhCustomer {
  const fields = kwhFieldsOf(row);
  const bill = billKwhCustomer({
    previousKwh: fields.previousKwh,
    currentKwh: fields.currentKwh,
    pricePerKwh: fields.pricePerKwh,
    pricePerKwhLbp: fields.pricePerKwhLbp,
    subscriptionFee: Money.parse(row.subscriptionFee),
    subscriptionFeeLbp: poundsOrNull(row.subscriptionFeeLbp),
    arrears: fields.arrears,
    amountPaid: fields.amountPaid,
    rate: ExchangeRate.of(row.exchangeRateUsed),
    marks: fields.readingMarks,
    billing: fields.billing,
  });
  return { ...fields, bill };
}

/** The stored columns of the bill. */
export function billColumnsOf(bill: KwhBill): KwhBillFields {
  return {
    subscriptionFee: bill.subscriptionFee.toDecimalString(),
    subscriptionFeeLbp: bill.subscriptionFeeLbp === null ? null : String(bill.subscriptionFeeLbp.pounds),
    consumption: bill.consumption.toString(),
    energyAmount: bill.energyAmount.toDecimalString(),
    totalAmount: bill.totalAmount.toDecimalString(),
    baseAmount: bill.baseAmount.toDecimalString(),
    vatAmount: bill.vatAmount.toDecimalString(),
    outstandingBalance: bill.outstandingBalance.toDecimalString(),
    isPaid: bill.isPaid,
    exchangeRateUsed: bill.exchangeRateUsed.toDecimalString(),
    baseAmountLbp: String(bill.baseAmountLbp.pounds),
    tvaAmountLbp: String(bill.tvaAmountLbp.pounds),
    totalAmountLbp: String(bill.totalAmountLbp.pounds),
  };
}

/** The stored row of a customer: bill, search text and matching key from the domain. */
export function kwhRowOf(
  customer: KwhCustomer,
  placement: { customerNumber: number; month: string; displayRank: number | null },
): NewKwhCustomerRow {
  return {
    ...customerRowBase(customer, placement),
    ampereSubscriptionFee: customer.ampereSubscriptionFee.toDecimalString(),
    previousKwh: customer.previousKwh.toString(),
    currentKwh: customer.currentKwh.toString(),
    pricePerKwh: customer.pricePerKwh.toDecimalString(),
    pricePerKwhLbp: customer.pricePerKwhLbp ? String(customer.pricePerKwhLbp.pounds) : null,
    insurance: customer.insurance.toDecimalString(),
    ...billColumnsOf(customer.bill),
    invoiceDate: customer.invoiceDate,
    displayRank: placement.displayRank,
    ...readingMarkColumnsOf(customer),
    zone: customer.zone ?? DEFAULT_TARIFF_ZONE,
    ...monthBillingColumnsOf(customer.billing),
  };
}

/** A stored row holding a changed customer, keeping its identity, number, month and place. */
export function rewriteKwhRow(row: KwhCustomerRow, customer: KwhCustomer): KwhCustomerRow {
  return { id: row.id, ...kwhRowOf(customer, row) };
}

/** A stored pound source ('36000'), or null. */
function poundsOrNull(text: string | null): Lbp | null {
  return text === null ? null : Lbp.ofPounds(Number(text));
}
