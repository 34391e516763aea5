import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { CenteredPanel } from '../../../components/centered-panel';
import { WarningIcon } from '../../../components/icons';
import { InvoiceToolbar } from '../../../components/invoice';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { useInvoice } from '../api/get-invoice';
import { InvoiceDocument } from '../components/invoice-document';
import { invoiceMessages as t } from '../messages';

/** The single ampere invoice, /invoice?id=… (spec 000 §2.8). */
export function InvoicePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const invoice = useInvoice(id);

  if (id === '' || invoice.isError) {
    return (
      <CenteredPanel icon={<WarningIcon size={40} />} title={t.loadFailed}>
        <p className="text-secondary text-center">{t.loadFailedText}</p>
        <div className="d-grid">
          <ButtonLink to={paths.home} variant="primary">
            {t.backHome}
          </ButtonLink>
        </div>
      </CenteredPanel>
    );
  }

  return (
    <PageLayout>
      <InvoiceToolbar back={{ to: paths.home, label: t.backHome }} invoice={invoice.data} />
      {invoice.data ? <InvoiceDocument invoice={invoice.data} /> : <LoadingSpinner label={t.loading} />}
    </PageLayout>
  );
}
