import { balanceOf } from '../billing/balance';
import { portalPaymentStatus, type PortalPaymentStatus } from '../billing/payment-status';
import { invoiceMonthFor } from '../calendar/invoice-month';
import { Month } from '../calendar/month';
import { isLebaneseMobile } from '../customer/phone';
import { invoiceNumberFor, shortInvoiceNumberFor } from '../invoice/invoice-number';
import { VAT_RATE_PERCENT } from '../invoice/vat';
import type { ExchangeRate, Lbp } from '../money/lbp';
import type { Money } from '../money/money';
import { printedMonth, type PrintMonthChoice } from '../printing/print-month';
import type { TariffKind } from '../systems/billing-system';
import type { CutOffMark } from '../cut-off/cut-off';
import type { ChargeLine } from './charge-line';
import { billedLinesOf, type MonthBilling } from './month-billing';
import type { MeterReadings } from './meter-readings';
import { monthTotalsOf } from './month-totals';
import { poundsBalanceOf } from './pounds-due';
import { chargesOf, type TariffCharges } from './tariff-charges';

/** Who the statement is for, as the invoice prints it. */
export interface StatementCustomer {
  readonly customerNumber: number;
  readonly name: string;
  readonly box: string | null;
  readonly address: string | null;
  /** E.164 or null. */
  readonly phone: string | null;
  /** Cut off since `at` (docs/cut-off.md#the-mark): every surface marks it «مقطوع»; absent or null: connected. */
  readonly cutOff?: CutOffMark | null;
}

/** What a statement is built from: the customer's stored month and the day it is read. */
export interface StatementSource {
  readonly customer: StatementCustomer;
  /** The month the record bills, 'YYYY-MM' (a month close moves it on). */
  readonly billingMonth: string | Month | null;
  /**
   * The business day it is shown on, YYYY-MM-DD in the business's time zone: from the 25th the
   * invoice is for next month (docs/printing.md#the-month-on-paper).
   */
  readonly today: string;
  /** The month and year picked on a print page, if any. */
  readonly printChoice?: PrintMonthChoice;
  /** A month already billed (a monthly archive): the statement is for it, whatever today is. */
  readonly billedMonth?: Month;
  readonly charges: TariffCharges;
  /** The balance carried from the months before; negative is a credit. */
  readonly arrears: Money;
  /** The payments of the month. */
  readonly amountPaid: Money;
  /** The rate the pounds are stated at (kWh: the one the bill was written with). */
  readonly rate: ExchangeRate;
  /**
   * A month the customer started cut off bills no tariff line (a metered customer's readings still
   * show); a reconnection fee is one more line (docs/cut-off.md). Default: billed, no fee.
   */
  readonly billing?: MonthBilling;
}

/**
 * docs/business-rules.md#the-statement-of-account: a customer's bill for a month, the same for every tariff
 * kind and on every surface (invoice page, print sheets, portal, receipts, WhatsApp, collection, archive,
 * dashboard): its number and month, the charge lines, base, VAT and total of the month, the previous balance,
 * the payments and the total due, in dollars and in pounds at the stated rate. Surfaces render it; none
 * computes a figure of its own.
 */
export class StatementOfAccount {
  private constructor(
    readonly customer: StatementCustomer,
    readonly tariff: TariffKind,
    /** The month the invoice is for (the 25th rule, or the month chosen on a print page). */
    readonly month: Month,
    readonly lines: readonly ChargeLine[],
    /** Metered: the previous and current readings and the consumption; flat: null. */
    readonly readings: MeterReadings | null,
    readonly base: Money,
    readonly vat: Money,
    /** This month's charges, VAT included. */
    readonly total: Money,
    readonly previousBalance: Money,
    readonly amountPaid: Money,
    /** previous balance + this month − paid; negative is a credit. */
    readonly totalDue: Money,
    readonly isPaid: boolean,
    readonly paymentStatus: PortalPaymentStatus,
    readonly pounds: {
      readonly base: Lbp;
      readonly vat: Lbp;
      readonly total: Lbp;
      readonly previousBalance: Lbp;
      readonly amountPaid: Lbp;
      readonly totalDue: Lbp;
      /** The month was priced (in part) in pounds: its pounds are exact, its dollars derived. */
      readonly exact: boolean;
    },
    readonly rate: ExchangeRate,
  ) {
    Object.freeze(this);
  }

  static of(source: StatementSource): StatementOfAccount {
    const { rate } = source;
    const tariff = chargesOf(source.charges, rate);
    const charges = { ...tariff, lines: billedLinesOf(tariff.lines, source.billing, rate) };
    const month = monthTotalsOf(charges.lines, rate);
    const { outstandingBalance, isPaid } = balanceOf({
      arrears: source.arrears,
      amount: month.total,
      amountPaid: source.amountPaid,
    });
    const pounds = poundsBalanceOf({
      month,
      previousBalance: source.arrears,
      amountPaid: source.amountPaid,
      totalDue: outstandingBalance,
      rate,
    });
    return new StatementOfAccount(
      Object.freeze({ ...source.customer }),
      charges.tariff,
      statementMonthOf(source),
      charges.lines,
      charges.readings,
      month.base,
      month.vat,
      month.total,
      source.arrears,
      source.amountPaid,
      outstandingBalance,
      isPaid,
      portalPaymentStatus(source.arrears.plus(month.total), source.amountPaid),
      Object.freeze({
        base: month.baseLbp,
        vat: month.vatLbp,
        total: month.totalLbp,
        previousBalance: pounds.previousBalanceLbp,
        amountPaid: pounds.amountPaidLbp,
        totalDue: pounds.totalDueLbp,
        exact: month.poundsExact,
      }),
      rate,
    );
  }

  /** Single and portal invoices, INV-{n}-{year of the month it is for}. */
  get invoiceNumber(): string {
    return invoiceNumberFor(this.customer.customerNumber, this.month.year);
  }

  /** Box and print-sheet invoices, INV-{n}. */
  get shortInvoiceNumber(): string {
    return shortInvoiceNumberFor(this.customer.customerNumber);
  }

  /** 'كانون الأول 2026': the month as every surface names it. */
  get monthLabel(): string {
    return this.month.label();
  }

  get vatRatePercent(): number {
    return VAT_RATE_PERCENT;
  }

  /** A WhatsApp message can reach the customer: a mobile, never a landline. */
  get reachableOnWhatsApp(): boolean {
    return isLebaneseMobile(this.customer.phone);
  }
}

/** The 25th rule (or the billing month when later), then the print page's choice. */
function statementMonthOf(source: StatementSource): Month {
  if (source.billedMonth) return source.billedMonth;
  const billing =
    source.billingMonth instanceof Month
      ? source.billingMonth
      : typeof source.billingMonth === 'string' && source.billingMonth.trim() !== ''
        ? Month.parse(source.billingMonth)
        : null;
  const month = invoiceMonthFor(source.today, billing);
  return source.printChoice ? printedMonth(month, source.printChoice) : month;
}
