import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { CenteredPanel } from '../../../components/centered-panel';
import { WarningIcon } from '../../../components/icons';
import { InvoiceToolbar } from '../../../components/invoice';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { PrintedMonthSelect, PrintSheet, toPrintableInvoice } from '../../../components/print-sheet';
import { usePrintInvoices } from '../../../lib/print/print-invoices';
import { usePrintedMonthParam } from '../../../lib/print/use-printed-month-param';
import { useInvoice } from '../api/get-invoice';
import { InvoiceDocument } from '../components/invoice-document';
import { invoiceMessages as t } from '../messages';

/**
 * The single ampere invoice, /invoice?id=…[&month=YYYY-MM]. A month the system closed
 * prints as it was at the close, from the monthly archive, on the print sheet every closed month
 * prints on (docs/printing.md).
 */
export function InvoicePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const [closedMonth, chooseMonth] = usePrintedMonthParam();
  const live = useInvoice(closedMonth === '' ? id : '');
  const closed = usePrintInvoices(
    { type: 'ampere', ids: [id], closedMonth },
    { enabled: id !== '' && closedMonth !== '' },
  );
  const closedInvoice = closed.data?.[0];
  const printable = useMemo(
    () => (closedInvoice ? [toPrintableInvoice(closedInvoice)] : []),
    [closedInvoice],
  );

  if (id === '' || (closedMonth === '' ? live.isError : closed.isError || closed.data?.length === 0)) {
    return (
      <CenteredPanel icon={<WarningIcon size={40} />} title={t.loadFailed}>
        <p className="text-secondary text-center">{t.loadFailedText}</p>
        <div className="d-grid gap-2">
          {closedMonth !== '' && (
            <ButtonLink to={`${paths.invoice}?id=${encodeURIComponent(id)}`} variant="outline-primary">
              {t.currentMonthInvoice}
            </ButtonLink>
          )}
          <ButtonLink to={paths.home} variant="primary">
            {t.backHome}
          </ButtonLink>
        </div>
      </CenteredPanel>
    );
  }

  const toolbarInvoice = closedMonth === '' ? live.data : closedInvoice;
  return (
    <PageLayout>
      <InvoiceToolbar back={{ to: paths.home, label: t.backHome }} invoice={toolbarInvoice} />
      <PrintedMonthSelect
        type="ampere"
        value={closedMonth}
        onChange={chooseMonth}
        className="mx-auto mb-3 app-printed-month"
      />
      {closedMonth === '' ? (
        live.data ? (
          <InvoiceDocument invoice={live.data} />
        ) : (
          <LoadingSpinner label={t.loading} />
        )
      ) : closedInvoice ? (
        <>
          <h1 className="h4 text-center mb-3 d-print-none">
            {t.closedMonthTitle(closedInvoice.statement.monthLabel)}
          </h1>
          <PrintSheet invoices={printable} label={t.closedMonthTitle(closedInvoice.statement.monthLabel)} />
        </>
      ) : (
        <LoadingSpinner label={t.loading} />
      )}
    </PageLayout>
  );
}
