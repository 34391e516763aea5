import type { Month } from '../calendar/month';
import type { ExchangeRate, Lbp } from '../money/lbp';
import type { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import type { CompanyProfile } from '../invoice/company-profile';
import { InvoiceDocument } from '../invoice/invoice-document';
import type { KwhCustomer } from './kwh-customer';
import type { UnitPrice } from './unit-price';

/** issue 8 §3: the invoice of one metered customer, every amount computed here (the web prints it). */
export interface KwhInvoice {
  readonly companyInfo: CompanyProfile | null;
  /** INV-{customer number}-{year of the month it is for}. */
  readonly invoiceNumber: string;
  /** 'YYYY-MM-DD': the customer's invoice date, else the day it is printed. */
  readonly invoiceDate: string;
  /** The month it is for (from the 25th, next month). */
  readonly month: Month;
  /** The Levantine name of the month it is for. */
  readonly monthLabel: string;
  readonly customerNumber: number;
  readonly name: string;
  readonly box: string | null;
  readonly address: string | null;
  readonly ampere: Quantity;
  readonly previousKwh: Quantity;
  readonly currentKwh: Quantity;
  readonly consumption: Quantity;
  readonly pricePerKwh: UnitPrice;
  readonly energyAmount: Money;
  readonly subscriptionFee: Money;
  readonly baseAmount: Money;
  readonly vatAmount: Money;
  readonly totalAmount: Money;
  readonly baseAmountLbp: Lbp;
  readonly vatAmountLbp: Lbp;
  readonly totalAmountLbp: Lbp;
  readonly exchangeRateUsed: ExchangeRate;
  /** issue 11: the balance carried from the months before (negative: a credit). */
  readonly previousBalance: Money;
  readonly amountPaid: Money;
  /** The total due: previous balance + this month's total − paid. */
  readonly remainingAmount: Money;
  readonly isPaid: boolean;
}

/**
 * The single invoice of a kWh customer: the month, number, VAT split and balance of the one
 * InvoiceDocument rule every system prints with, plus the meter lines and the LBP columns of the bill.
 */
export function kwhInvoiceOf(source: {
  readonly customer: KwhCustomer & { readonly customerNumber: number; readonly month?: string | null };
  readonly company?: CompanyProfile | null;
  /** YYYY-MM-DD in the business's time zone (the clock's today). */
  readonly today: string;
}): KwhInvoice {
  const { customer, today } = source;
  const { bill } = customer;
  const document = InvoiceDocument.of({
    customerNumber: customer.customerNumber,
    billingMonth: customer.month ?? null,
    amount: bill.totalAmount,
    arrears: customer.arrears,
    amountPaid: customer.amountPaid,
    company: source.company ?? null,
    today,
  });
  return {
    companyInfo: document.company,
    invoiceNumber: document.invoiceNumber,
    invoiceDate: customer.invoiceDate ?? today,
    month: document.month,
    monthLabel: document.monthLabel,
    customerNumber: customer.customerNumber,
    name: customer.name,
    box: customer.box,
    address: customer.address,
    ampere: customer.ampere,
    previousKwh: customer.previousKwh,
    currentKwh: customer.currentKwh,
    consumption: bill.consumption,
    pricePerKwh: customer.pricePerKwh,
    energyAmount: bill.energyAmount,
    subscriptionFee: bill.subscriptionFee,
    baseAmount: document.base,
    vatAmount: document.vat,
    totalAmount: document.total,
    baseAmountLbp: bill.baseAmountLbp,
    vatAmountLbp: bill.tvaAmountLbp,
    totalAmountLbp: bill.totalAmountLbp,
    exchangeRateUsed: bill.exchangeRateUsed,
    previousBalance: document.previousBalance,
    amountPaid: customer.amountPaid,
    remainingAmount: document.remaining,
    isPaid: document.isPaid,
  };
}
