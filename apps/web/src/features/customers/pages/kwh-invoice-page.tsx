import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InvoiceToolbar } from '../../../components/invoice';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { PrintedMonthSelect, PrintSheet, toPrintableInvoice } from '../../../components/print-sheet';
import { usePrintInvoices } from '../../../lib/print/print-invoices';
import { usePrintedMonthParam } from '../../../lib/print/use-printed-month-param';
import type { BillingSystem } from '../../../types/kwh';
import { kwhSystemPath } from '../../../config/metered-system-paths';
import { kwhMessages as t } from '../messages';

/**
 * The single invoice of a customer of a metered group, /:system/invoice?id=…[&month=YYYY-MM]: the
 * current month, or a month the group closed as it was at the close (docs/printing.md), from the one
 * print call every sheet uses; nothing computed here.
 */
export function KwhInvoicePage({ system }: { system: BillingSystem }) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const [closedMonth, chooseMonth] = usePrintedMonthParam();
  const request = { type: system.id, ids: [id], ...(closedMonth && { closedMonth }) };
  const invoices = usePrintInvoices(request, { enabled: id !== '' });
  const invoice = invoices.data?.[0];
  const printable = useMemo(() => (invoice ? [toPrintableInvoice(invoice)] : []), [invoice]);

  return (
    <PageLayout>
      {/* The page's one h1, on screen only (the sheet prints its own title) */}
      <h1 className="h4 text-center mb-3 d-print-none">
        {invoice ? t.invoiceOf(invoice.statement.name) : t.invoice}
      </h1>
      <InvoiceToolbar
        back={{ to: kwhSystemPath(system.id), label: t.backToGroup(system.arabicName) }}
        invoice={invoice}
      />
      <PrintedMonthSelect
        type={system.id}
        value={closedMonth}
        onChange={chooseMonth}
        className="mx-auto mb-3 app-printed-month"
      />
      {invoice ? (
        <PrintSheet invoices={printable} label={t.invoiceOf(invoice.statement.name)} />
      ) : id === '' || invoices.isError || invoices.data?.length === 0 ? (
        <LoadFailedAlert onRetry={() => void invoices.refetch()}>{t.invoiceFailed}</LoadFailedAlert>
      ) : (
        <LoadingSpinner />
      )}
    </PageLayout>
  );
}
