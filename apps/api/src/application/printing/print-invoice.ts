import {
  CUT_OFF_LABELS,
  KWH_FIELD_LABELS,
  READING_LABELS,
  readingText,
  replacedMeterText,
  Lbp,
  Money,
  Quantity,
  type CompanyProfile,
} from '@kahraba/billing-domain';
import type { StatementView } from '../statements/statement.view';

/**
 * One invoice of a print sheet as the API answers it (CONTRACT-9): the statement of account it prints
 * and only what paper adds to it, the words under the billed line and the company's header.
 */
export interface PrintInvoiceView {
  /** The lines under the billed line as paper words them: readings, a replaced meter, fee, estimate credit. */
  otherLines: { label: string; value: string }[];
  company: Pick<CompanyProfile, 'name' | 'registrationNumber' | 'phone' | 'phone2' | 'lookupNote'>;
  /** «التسعيرة الرسمية لشهر …: … ل.ل/ك.و.س» when the owner chose it and the month has a tariff
   * (docs/official-tariff.md#on-the-invoice); null otherwise and on flat ampere invoices. */
  officialTariffLine: string | null;
  /** The statement of account the invoice prints. */
  statement: StatementView;
}

/** A print-sheet invoice from the customer's statement: the figures as they are, nothing computed. */
export function toPrintInvoiceView(
  statement: StatementView,
  company: CompanyProfile,
  officialTariffLine: string | null = null,
): PrintInvoiceView {
  // The billed line is the tariff's (a month started cut off has none, docs/cut-off.md); the rest go under it.
  const billed = statement.lines.find((line) => line.quantity !== null && line.kind !== 'estimate-credit');
  const others = statement.lines.filter((line) => line !== billed);
  return {
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
            : line.kind === 'reconnection-fee'
              ? CUT_OFF_LABELS.reconnectionFee
              : KWH_FIELD_LABELS.ampereSubscriptionFee,
        value: line.unitPriceCurrency === 'LBP' ? poundsText(line.amountLbp) : dollarsText(line.amount),
      })),
    ],
    company: {
      name: company.name,
      registrationNumber: company.registrationNumber,
      phone: company.phone,
      phone2: company.phone2,
      lookupNote: company.lookupNote,
    },
    officialTariffLine,
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
