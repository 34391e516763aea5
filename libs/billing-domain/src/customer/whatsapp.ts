import { InvalidInputError } from '../errors/invalid-input.error';
import { Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { INVALID_PHONE_MESSAGE } from './phone';

/**
 * A link that opens WhatsApp on a chat with the customer, the message already typed
 * (https://wa.me/<number without +>?text=…). The number is the stored E.164 form.
 */
export function whatsAppLink(e164: string, text: string): string {
  const digits = /^\+?(\d{8,15})$/.exec(e164.trim())?.[1];
  if (digits === undefined) throw new InvalidInputError(INVALID_PHONE_MESSAGE, 'INVALID_PHONE');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export interface ReceiptWhatsAppFields {
  readonly customerName: string;
  /** The customer number, the invoice paid and what remains owed after the payment. */
  readonly customerNumber?: number | null;
  readonly invoiceNumber?: string | null;
  readonly remainingUsd?: number | null;
  readonly remainingLbp?: number | null;
  readonly receiptNumber: string;
  /** USD, at most two decimals, as the API sends it. */
  readonly amountUsd: number;
  /** Whole pounds (handed over, or the dollar amount at the rate); null when not known. */
  readonly amountLbp?: number | null;
  /** 'تشرين الثاني 2026' */
  readonly monthLabel: string;
  /** `${origin}/customer-portal`; null while no address customers can reach is set (docs/public-address.md). */
  readonly portalUrl: string | null;
}

/** What the customer reads on WhatsApp after paying: who paid, how much, for which month, the receipt. */
export function receiptWhatsAppText(fields: ReceiptWhatsAppFields): string {
  return [
    `${greeting(fields.customerName)}`,
    `تم استلام دفعتكم بقيمة ${amountText(fields.amountUsd, fields.amountLbp)} عن شهر ${fields.monthLabel}.`,
    ...(fields.customerNumber ? [`رقم المشترك: ${fields.customerNumber}`] : []),
    ...(fields.invoiceNumber ? [`رقم الفاتورة: ${fields.invoiceNumber}`] : []),
    `رقم الإيصال: ${fields.receiptNumber}`,
    ...remainingLines(fields),
    ...portalLine('لمتابعة فاتورتكم ودفعاتكم', fields.portalUrl),
    'شكراً لكم.',
  ].join('\n');
}

export interface InvoiceWhatsAppFields {
  readonly customerName: string;
  /** The customer number and the invoice number, as the invoice prints them. */
  readonly customerNumber?: number | null;
  readonly invoiceNumber?: string | null;
  readonly monthLabel: string;
  /** The outstanding balance (arrears + this month − paid), USD as the API sends it. */
  readonly totalDue: number;
  readonly totalDueLbp?: number | null;
  /** null while no address customers can reach is set: the text goes without a link. */
  readonly portalUrl: string | null;
}

/** The invoice of the month on WhatsApp: the total due (or that nothing is due) and the portal link. */
export function invoiceWhatsAppText(fields: InvoiceWhatsAppFields): string {
  const due = Money.parse(fields.totalDue);
  const dueLine = due.isPositive()
    ? `المبلغ المستحق: ${amountText(fields.totalDue, fields.totalDueLbp)}.`
    : 'لا يوجد مبلغ مستحق عليكم، شكراً لكم.';
  const numbers = [
    fields.customerNumber ? `رقم المشترك: ${fields.customerNumber}` : null,
    fields.invoiceNumber ? `رقم الفاتورة: ${fields.invoiceNumber}` : null,
  ].filter((line): line is string => line !== null);
  return [
    `${greeting(fields.customerName)}`,
    `فاتورة الكهرباء لشهر ${fields.monthLabel}.`,
    ...numbers,
    dueLine,
    ...portalLine('لعرض الفاتورة', fields.portalUrl),
  ].join('\n');
}

/** What an invoice message reads of a customer's statement of account, as the API answers it. */
export interface StatementOfWhatsApp {
  readonly name: string;
  readonly customerNumber: number;
  readonly invoiceNumber: string;
  readonly monthLabel: string;
  readonly totalDue: number;
  readonly lbp: { readonly totalDue: number };
}

/**
 * The invoice of a statement on WhatsApp: the one mapping of the invoice pages, the customer rows and
 * cards, and the simulator's check that every surface agrees.
 */
export function statementWhatsAppText(statement: StatementOfWhatsApp, portalUrl: string | null): string {
  return invoiceWhatsAppText({
    customerName: statement.name,
    customerNumber: statement.customerNumber,
    invoiceNumber: statement.invoiceNumber,
    monthLabel: statement.monthLabel,
    totalDue: statement.totalDue,
    totalDueLbp: statement.lbp.totalDue,
    portalUrl,
  });
}

/** One month of a customer's history as the message reads it (its statement's figures; null: none). */
export interface HistoryMonthOfWhatsApp {
  readonly monthLabel: string;
  /** The month's charges, VAT included. */
  readonly total: number | null;
  readonly amountPaid: number | null;
  /** What was left owed at the month's end (now, for the live month). */
  readonly balance: { readonly usd: number; readonly lbp: number } | null;
}

/** The most months a history message lists: a chat message, and a link, stay short. */
const HISTORY_WHATSAPP_MONTHS = 6;

/**
 * A customer's history on WhatsApp (docs/customer-history.md): the latest months, each with its
 * charges, what was paid and what was left, then the amount due now — all of it the statements'.
 * Months without a statement (payments of a month not tied to the customer) are left out.
 */
export function historyWhatsAppText(fields: {
  readonly customerName: string;
  readonly customerNumber: number;
  /** Newest first, the live month first. */
  readonly months: readonly HistoryMonthOfWhatsApp[];
  readonly portalUrl: string | null;
}): string {
  const stated = fields.months.flatMap((month) =>
    month.balance === null ? [] : [{ ...month, balance: month.balance }],
  );
  const lines = stated
    .slice(0, HISTORY_WHATSAPP_MONTHS)
    .map(
      ({ monthLabel, total, amountPaid, balance }) =>
        `- ${monthLabel}: الفاتورة ${amountText(total ?? 0, null)}، المدفوع ${amountText(amountPaid ?? 0, null)}، الباقي ${amountText(balance.usd, balance.lbp)}`,
    );
  const now = stated[0]?.balance;
  const due =
    now && Money.parse(now.usd).isPositive()
      ? `المبلغ المستحق الآن: ${amountText(now.usd, now.lbp)}.`
      : 'لا يوجد مبلغ مستحق عليكم، شكراً لكم.';
  return [
    greeting(fields.customerName),
    `كشف حسابكم، رقم المشترك: ${fields.customerNumber}`,
    ...lines,
    due,
    ...portalLine('لعرض فاتورتكم', fields.portalUrl),
  ].join('\n');
}

/** The portal's line, or none: a customer never gets a link they cannot open (docs/public-address.md). */
function portalLine(label: string, portalUrl: string | null): string[] {
  return portalUrl === null ? [] : [`${label}: ${portalUrl}`];
}

function greeting(customerName: string): string {
  const name = customerName.trim();
  return name ? `مرحباً ${name}،` : 'مرحباً،';
}

/**
 * '$12.5 (1,118,750 ل.ل)': the one money format, pounds beside when known
 * (docs/business-rules.md#constants-and-limits).
 */
function amountText(amountUsd: number, amountLbp: number | null | undefined): string {
  const usd = `$${Money.parse(amountUsd).display()}`;
  if (amountLbp === null || amountLbp === undefined) return usd;
  return `${usd} (${Lbp.ofPounds(amountLbp).display()} ل.ل)`;
}

/**
 * What remains owed after the payment, or that nothing does
 * (docs/business-rules.md#the-statement-of-account).
 */
function remainingLines(fields: ReceiptWhatsAppFields): string[] {
  if (fields.remainingUsd === null || fields.remainingUsd === undefined) return [];
  return Money.parse(fields.remainingUsd).isPositive()
    ? [`المبلغ المتبقي: ${amountText(fields.remainingUsd, fields.remainingLbp)}.`]
    : ['لا يوجد مبلغ متبقٍ عليكم.'];
}
