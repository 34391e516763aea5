import { READING_LABELS, readingText, replacedMeterText } from '@kahraba/billing-domain';
import { useSearchParams } from 'react-router-dom';
import { InvoiceToolbar } from '../../../components/invoice';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { PrintSheet, type PrintableInvoice } from '../../../components/print-sheet';
import { formatQuantity } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import type { BillingSystem } from '../../../types/kwh';
import { useKwhInvoice, type KwhInvoice } from '../api/get-kwh-invoice';
import { kwhSystemPath } from '../lib/kwh-paths';
import { kwhMessages as t } from '../messages';

/** A kWh invoice on the shared print sheet, from its statement of account (issue 22): consumption ×
 * the price as entered = energy amount, the readings, the subscription fee and the pounds due; nothing
 * computed here. */
export function toPrintableKwhInvoice(id: string, invoice: KwhInvoice): PrintableInvoice {
  const { statement } = invoice;
  const energy = statement.lines.find((line) => line.kind === 'energy');
  const fee = statement.lines.find((line) => line.kind === 'subscription-fee');
  const credit = statement.lines.find((line) => line.kind === 'estimate-credit');
  return {
    key: id,
    company: invoice.companyInfo,
    invoiceNumber: invoice.invoiceNumber,
    monthLabel: invoice.monthLabel,
    customerNumber: invoice.customerNumber,
    name: invoice.name,
    box: invoice.box,
    address: invoice.address,
    lineItem: {
      quantity: formatQuantity(statement.readings?.consumption ?? 0),
      unit: t.kwhUnit,
      price: energy?.unitPrice ?? 0,
      priceCurrency: energy?.unitPriceCurrency,
      amount: energy?.amount ?? 0,
    },
    // issue 22: the readings the consumption comes from, then the fee (in pounds when priced so).
    otherLines: [
      { label: t.pasteColumns.previousKwh, value: formatQuantity(statement.readings?.previous ?? 0) },
      {
        label: t.pasteColumns.currentKwh,
        // issue 19: an estimated reading says so.
        value: readingText(
          formatQuantity(statement.readings?.current ?? 0),
          statement.readings?.estimated === true,
        ),
      },
      ...(statement.readings?.replacedMeter
        ? [
            {
              label: READING_LABELS.replacedMeter,
              value: replacedMeterText(
                formatQuantity(statement.readings.replacedMeter.finalReading),
                formatQuantity(statement.readings.replacedMeter.newStartReading),
              ),
            },
          ]
        : []),
      ...(credit ? [{ label: READING_LABELS.estimateCredit, value: formatUsd(credit.amount, 'paper') }] : []),
      {
        label: t.columns.subscriptionFee,
        value: fee?.unitPriceCurrency === 'LBP' ? formatLbp(fee.amountLbp) : formatUsd(fee?.amount, 'paper'),
      },
    ],
    baseAmount: statement.base,
    vatAmount: statement.vat,
    vatRatePercent: statement.vatRatePercent,
    total: statement.total,
    previousBalance: statement.previousBalance,
    amountPaid: statement.amountPaid,
    remainingAmount: statement.totalDue,
    lbp: {
      total: statement.lbp.total,
      vat: statement.lbp.vat,
      rate: statement.lbp.rate,
      totalDue: statement.lbp.totalDue,
    },
  };
}

/** The single invoice of a customer of a metered group, /:system/invoice?id=… */
export function KwhInvoicePage({ system }: { system: BillingSystem }) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const invoice = useKwhInvoice(system.id, id);

  return (
    <PageLayout>
      {/* issue 18: the page's one h1, on screen only (the sheet prints its own title) */}
      <h1 className="h4 text-center mb-3 d-print-none">
        {invoice.data ? t.invoiceOf(invoice.data.name) : t.invoice}
      </h1>
      <InvoiceToolbar
        back={{ to: kwhSystemPath(system.id), label: t.backToGroup(system.arabicName) }}
        invoice={invoice.data}
      />
      {invoice.data ? (
        <PrintSheet
          invoices={[toPrintableKwhInvoice(id, invoice.data)]}
          label={t.invoiceOf(invoice.data.name)}
        />
      ) : id === '' || invoice.isError ? (
        <LoadFailedAlert onRetry={() => void invoice.refetch()}>{t.invoiceFailed}</LoadFailedAlert>
      ) : (
        <LoadingSpinner />
      )}
    </PageLayout>
  );
}
