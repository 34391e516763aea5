import {
  KWH_FIELD_LABELS,
  READING_LABELS,
  readingText,
  replacedMeterText,
  Lbp,
  Money,
  Quantity,
  type CompanyProfile,
  type PriceCurrency,
} from '@kahraba/billing-domain';
import type { StatementView } from '../../application/statements/statement.view';

/** One invoice of a print sheet as the API answers it (CONTRACT-9): JSON numbers, LBP in whole pounds. */
export interface PrintInvoiceView {
  id: string;
  system: string;
  invoiceNumber: string;
  monthLabel: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  /** The billed line; the price as entered (every decimal, or pounds: priceCurrency). */
  lineItem: {
    quantity: number;
    unit: string;
    price: number;
    priceCurrency: PriceCurrency;
    amount: number;
    amountLbp: number;
  };
  otherLines: { label: string; value: string }[];
  baseAmount: number;
  vatAmount: number;
  vatRatePercent: number;
  /** This month's charges. */
  total: number;
  /** The balance carried from the months before (negative: a credit). */
  arrears: number;
  /** The same as arrears: the invoice's 'previous balance' line. */
  previousBalance: number;
  amountPaid: number;
  remainingAmount: number;
  /** previousBalance + total − amountPaid: what the invoice asks for (= remainingAmount). */
  totalDue: number;
  isPaid: boolean;
  /** totalDue is the pounds due, arrears included (docs/business-rules.md#the-statement-of-account). */
  lbp: { total: number; vat: number; rate: number; totalDue: number };
  company: Pick<CompanyProfile, 'name' | 'registrationNumber' | 'phone' | 'phone2' | 'lookupNote'>;
  /** The statement of account the invoice prints. */
  statement: StatementView;
}

/** A print-sheet invoice from the customer's statement: the figures as they are, nothing computed. */
export function toPrintInvoiceView(statement: StatementView, company: CompanyProfile): PrintInvoiceView {
  const [billed, ...others] = statement.lines;
  return {
    id: statement.id,
    system: statement.system,
    invoiceNumber: statement.invoiceNumber,
    monthLabel: statement.monthLabel,
    customerNumber: statement.customerNumber,
    name: statement.name,
    box: statement.box,
    address: statement.address,
    lineItem: {
      quantity: billed.quantity ?? 0,
      unit: billed.unit ?? '',
      price: billed.unitPrice,
      priceCurrency: billed.unitPriceCurrency,
      amount: billed.amount,
      amountLbp: billed.amountLbp,
    },
    otherLines: [
      ...(statement.readings
        ? [
            { label: KWH_FIELD_LABELS.previousKwh, value: readingOnPaper(statement.readings.previous) },
            {
              label: KWH_FIELD_LABELS.currentKwh,
              // An estimate says so beside the reading
              // (docs/business-rules.md#the-reading-round-and-estimates).
              value: readingText(readingOnPaper(statement.readings.current), statement.readings.estimated),
            },
            ...(statement.readings.replacedMeter
              ? [
                  {
                    label: READING_LABELS.replacedMeter,
                    value: replacedMeterText(
                      readingOnPaper(statement.readings.replacedMeter.finalReading),
                      readingOnPaper(statement.readings.replacedMeter.newStartReading),
                    ),
                  },
                ]
              : []),
          ]
        : []),
      ...others.map((line) => ({
        label:
          line.kind === 'estimate-credit'
            ? READING_LABELS.estimateCredit
            : KWH_FIELD_LABELS.ampereSubscriptionFee,
        value: line.unitPriceCurrency === 'LBP' ? poundsText(line.amountLbp) : dollarsText(line.amount),
      })),
    ],
    baseAmount: statement.base,
    vatAmount: statement.vat,
    vatRatePercent: statement.vatRatePercent,
    total: statement.total,
    arrears: statement.previousBalance,
    previousBalance: statement.previousBalance,
    amountPaid: statement.amountPaid,
    remainingAmount: statement.totalDue,
    totalDue: statement.totalDue,
    isPaid: statement.isPaid,
    lbp: {
      total: statement.lbp.total,
      vat: statement.lbp.vat,
      rate: statement.lbp.rate,
      totalDue: statement.lbp.totalDue,
    },
    company: {
      name: company.name,
      registrationNumber: company.registrationNumber,
      phone: company.phone,
      phone2: company.phone2,
      lookupNote: company.lookupNote,
    },
    statement,
  };
}

/** '$11.70' and '1,050,000 ل.ل': money on paper, always with its cents (docs/printing.md). */
function dollarsText(amount: number): string {
  return `$${Money.parse(amount).displayWithCents()}`;
}

/** '13,210': every reading grouped the same way as the consumption beside it (docs/printing.md). */
function readingOnPaper(reading: number): string {
  return Quantity.parse(reading).display();
}

function poundsText(pounds: number): string {
  return `${Lbp.ofPounds(pounds).display()} ل.ل`;
}
