import { invoiceMonthFor } from '../calendar/invoice-month';
import { Month } from '../calendar/month';
import { CustomerNumber } from '../customer/customer-number';
import { balanceOf } from '../billing/balance';
import { portalPaymentStatus, type PortalPaymentStatus } from '../billing/payment-status';
import { ExchangeRate, type Lbp, toLbp } from '../money/lbp';
import type { Money } from '../money/money';
import type { CompanyProfile } from './company-profile';
import { invoiceNumberFor, shortInvoiceNumberFor } from './invoice-number';
import { splitLbpVat, splitVat, VAT_RATE_PERCENT } from './vat';

/** What an invoice is built from: the record's own fields, the company header and today's date. */
export interface InvoiceSource {
  readonly customerNumber: number | CustomerNumber;
  /** The month the record bills, 'YYYY-MM' (spec 000 §3.1 `month`); a month close moves it on. */
  readonly billingMonth?: string | Month | null;
  /** This month's charges, VAT included. */
  readonly amount: Money;
  /** The balance carried from the months before (issue 11); negative is a credit. */
  readonly arrears: Money;
  readonly amountPaid: Money;
  readonly company?: CompanyProfile | null;
  /**
   * The day it is printed, YYYY-MM-DD in the business's time zone (the clock's today): from the 25th
   * the invoice is for next month.
   */
  readonly today: string;
  /** The stored exchange rate the LBP amounts are computed at; 89,500 until the operator sets one. */
  readonly rate?: ExchangeRate;
}

/**
 * One invoice as every screen prints it (single invoice, box print sheet, customer portal): the
 * month it is for, its number, the VAT split, the LBP total and VAT at the rate used and what is left
 * to pay. Built once here so that no
 * screen computes any of it (ARCHITECTURE: `InvoiceDocument`).
 */
export class InvoiceDocument {
  private constructor(
    readonly company: CompanyProfile | null,
    readonly customerNumber: CustomerNumber,
    /** The month the invoice is for. */
    readonly month: Month,
    readonly total: Money,
    readonly base: Money,
    readonly vat: Money,
    /** issue 11: the previous balance, carried from the months before (negative: a credit). */
    readonly previousBalance: Money,
    readonly amountPaid: Money,
    /**
     * The total due: previous balance + this month − paid (balanceOf); negative when the customer
     * paid more than owed.
     */
    readonly remaining: Money,
    readonly isPaid: boolean,
    readonly paymentStatus: PortalPaymentStatus,
    /** spec 001 §9: the total in pounds at the rate used (Lebanese consumer-protection practice). */
    readonly totalLbp: Lbp,
    /** The VAT in pounds: LBP total − LBP total / 1.11, the same split as the metered bills. */
    readonly vatLbp: Lbp,
    readonly exchangeRate: ExchangeRate,
  ) {
    Object.freeze(this);
  }

  static of(source: InvoiceSource): InvoiceDocument {
    const customerNumber =
      source.customerNumber instanceof CustomerNumber
        ? source.customerNumber
        : CustomerNumber.of(source.customerNumber);
    const { base, vat, total } = splitVat(source.amount);
    const balance = balanceOf({
      arrears: source.arrears,
      amount: source.amount,
      amountPaid: source.amountPaid,
    });
    const exchangeRate = source.rate ?? ExchangeRate.default;
    const lbp = splitLbpVat(toLbp(total, exchangeRate));
    return new InvoiceDocument(
      source.company ?? null,
      customerNumber,
      invoiceMonthOf(source),
      total,
      base,
      vat,
      source.arrears,
      source.amountPaid,
      balance.outstandingBalance,
      balance.isPaid,
      portalPaymentStatus(source.arrears.plus(source.amount), source.amountPaid),
      lbp.total,
      lbp.vat,
      exchangeRate,
    );
  }

  /** 'for month X year': the Levantine name of the billing month, 'تشرين الثاني 2026'. */
  get monthLabel(): string {
    return this.month.label();
  }

  /** spec 000 §9: single and portal invoices, INV-{n}-{year of the month it is for}. */
  get invoiceNumber(): string {
    return invoiceNumberFor(this.customerNumber, this.month.year);
  }

  /** spec 000 §9: box and print-sheet invoices, INV-{n}. */
  get shortInvoiceNumber(): string {
    return shortInvoiceNumberFor(this.customerNumber);
  }

  get vatRatePercent(): number {
    return VAT_RATE_PERCENT;
  }
}

/** spec 000 §4: the date rule (from the 25th, next month), or the billing month when it is later. */
function invoiceMonthOf({ billingMonth, today }: InvoiceSource): Month {
  if (billingMonth instanceof Month) return invoiceMonthFor(today, billingMonth);
  if (typeof billingMonth === 'string' && billingMonth.trim() !== '') {
    return invoiceMonthFor(today, Month.parse(billingMonth));
  }
  return invoiceMonthFor(today);
}
