import type { Month } from '../calendar/month';
import type { CompanyProfile } from '../invoice/company-profile';
import { InvoiceDocument } from '../invoice/invoice-document';
import { invoiceNumberFor } from '../invoice/invoice-number';
import type { KwhCustomer } from '../kwh/kwh-customer';
import { KWH_FIELD_LABELS } from '../kwh/kwh-field-labels';
import { kwhInvoiceOf } from '../kwh/kwh-invoice';
import type { UnitPrice } from '../kwh/unit-price';
import type { ExchangeRate, Lbp } from '../money/lbp';
import type { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import { VAT_RATE_PERCENT } from '../invoice/vat';
import { printedMonth, type PrintMonthChoice } from './print-month';

/** spec 001 §2.6: one print call carries at most this many customers. */
export const MAX_PRINT_INVOICES = 20_000;

/** The units of the billed line, as the invoice prints them. */
export const PRINT_UNITS = Object.freeze({ ampere: 'أمبير', kwh: 'ك.و.س' });

/** The billed line: quantity × price = amount (3 أمبير × $15 = $45, 120 ك.و.س × $0.3 = $36). */
export interface PrintLine {
  readonly quantity: Quantity;
  readonly unit: string;
  readonly price: Money | UnitPrice;
  readonly amount: Money;
}

/**
 * One invoice on a print sheet, the same shape for every system (ampere and every metered group):
 * the month and number, the customer, the billed line and the lines the system adds, the VAT split,
 * the balance, the LBP amounts at the rate used and the company block.
 */
export interface PrintInvoice {
  readonly id: string;
  readonly system: string;
  readonly invoiceNumber: string;
  readonly monthLabel: string;
  readonly customerNumber: number;
  readonly name: string;
  readonly box: string | null;
  readonly address: string | null;
  readonly lineItem: PrintLine;
  readonly otherLines: readonly { readonly label: string; readonly value: string }[];
  readonly baseAmount: Money;
  readonly vatAmount: Money;
  readonly vatRatePercent: number;
  /** This month's charges. */
  readonly total: Money;
  /** issue 11: the balance carried from the months before (negative: a credit). */
  readonly previousBalance: Money;
  readonly amountPaid: Money;
  /** The total due: previous balance + this month − paid. */
  readonly remainingAmount: Money;
  readonly isPaid: boolean;
  readonly lbp: { readonly total: Lbp; readonly vat: Lbp; readonly rate: ExchangeRate };
  readonly company: CompanyProfile | null;
}

/** What every invoice of a print run shares: the company, the day, the rate and the month chosen. */
export interface PrintContext {
  readonly company: CompanyProfile | null;
  /** YYYY-MM-DD in the business's time zone (the clock's today). */
  readonly today: string;
  /** The stored exchange rate (ampere invoices are converted at it; kWh bills keep their own). */
  readonly rate: ExchangeRate;
  readonly choice?: PrintMonthChoice;
}

const headings = new WeakMap<PrintContext, Map<string, { label: string; year: number }>>();

/**
 * The month label and number of an invoice, with the month chosen on the print page if any. A print
 * run of 20,000 invoices has a handful of distinct months: each is worked out once per context.
 */
function printedHeading(month: Month, customerNumber: number, context: PrintContext) {
  let byMonth = headings.get(context);
  if (!byMonth) headings.set(context, (byMonth = new Map()));
  const key = month.toString();
  let heading = byMonth.get(key);
  if (!heading) {
    const printed = printedMonth(month, context.choice);
    heading = { label: printed.label(), year: printed.year };
    byMonth.set(key, heading);
  }
  return { monthLabel: heading.label, invoiceNumber: invoiceNumberFor(customerNumber, heading.year) };
}

/** An ampere customer's invoice for printing: amperes × price per ampere, through InvoiceDocument. */
export function ampereInvoiceForPrint(
  record: {
    readonly id: string;
    readonly customerNumber: number;
    readonly name: string;
    readonly box: string | null;
    readonly address: string | null;
    readonly ampere: Quantity;
    readonly amperePrice: Money;
    readonly amount: Money;
    readonly arrears: Money;
    readonly amountPaid: Money;
    /** The month the record bills, 'YYYY-MM'. */
    readonly month: string | null;
  },
  context: PrintContext,
): PrintInvoice {
  const document = InvoiceDocument.of({
    customerNumber: record.customerNumber,
    billingMonth: record.month,
    amount: record.amount,
    arrears: record.arrears,
    amountPaid: record.amountPaid,
    company: context.company,
    today: context.today,
    rate: context.rate,
  });
  return {
    id: record.id,
    system: 'ampere',
    ...printedHeading(document.month, record.customerNumber, context),
    customerNumber: record.customerNumber,
    name: record.name,
    box: record.box,
    address: record.address,
    lineItem: {
      quantity: record.ampere,
      unit: PRINT_UNITS.ampere,
      price: record.amperePrice,
      amount: document.total,
    },
    otherLines: [],
    baseAmount: document.base,
    vatAmount: document.vat,
    vatRatePercent: document.vatRatePercent,
    total: document.total,
    previousBalance: document.previousBalance,
    amountPaid: document.amountPaid,
    remainingAmount: document.remaining,
    isPaid: document.isPaid,
    lbp: { total: document.totalLbp, vat: document.vatLbp, rate: document.exchangeRate },
    company: context.company,
  };
}

/**
 * A metered customer's invoice for printing, from the kWh invoice rule (kwhInvoiceOf): consumption ×
 * price per kWh, the readings and the subscription fee under it, the LBP amounts as the bill has them
 * (at the rate the bill was written with).
 */
export function kwhInvoiceForPrint(
  source: {
    readonly id: string;
    readonly system: string;
    readonly customer: KwhCustomer & { readonly customerNumber: number; readonly month?: string | null };
  },
  context: PrintContext,
): PrintInvoice {
  const invoice = kwhInvoiceOf({ customer: source.customer, company: context.company, today: context.today });
  return {
    id: source.id,
    system: source.system,
    ...printedHeading(invoice.month, invoice.customerNumber, context),
    customerNumber: invoice.customerNumber,
    name: invoice.name,
    box: invoice.box,
    address: invoice.address,
    lineItem: {
      quantity: invoice.consumption,
      unit: PRINT_UNITS.kwh,
      price: invoice.pricePerKwh,
      amount: invoice.energyAmount,
    },
    otherLines: [
      { label: KWH_FIELD_LABELS.previousKwh, value: invoice.previousKwh.toString() },
      { label: KWH_FIELD_LABELS.currentKwh, value: invoice.currentKwh.toString() },
      { label: KWH_FIELD_LABELS.ampereSubscriptionFee, value: `$${invoice.subscriptionFee.display()}` },
    ],
    baseAmount: invoice.baseAmount,
    vatAmount: invoice.vatAmount,
    vatRatePercent: VAT_RATE_PERCENT,
    total: invoice.totalAmount,
    previousBalance: invoice.previousBalance,
    amountPaid: invoice.amountPaid,
    remainingAmount: invoice.remainingAmount,
    isPaid: invoice.isPaid,
    lbp: { total: invoice.totalAmountLbp, vat: invoice.vatAmountLbp, rate: invoice.exchangeRateUsed },
    company: context.company,
  };
}
