import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { CenteredPanel } from '../../../components/centered-panel';
import { PrintIcon, WarningIcon } from '../../../components/icons';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { invoiceWhatsAppTextOf, WhatsAppLink } from '../../../components/whatsapp-link';
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
      <div className="d-flex flex-wrap justify-content-center gap-2 mb-3 d-print-none">
        <ButtonLink to={paths.home} variant="outline-secondary">
          {t.backHome}
        </ButtonLink>
        <Button
          variant="primary"
          className="app-icon-button"
          onClick={() => window.print()}
          disabled={!invoice.data}
        >
          <PrintIcon size={18} />
          {t.print}
        </Button>
        {invoice.data && (
          <WhatsAppLink
            phone={invoice.data.statement.whatsApp ? invoice.data.phone : null}
            name={invoice.data.name}
            text={invoiceWhatsAppTextOf(invoice.data.statement)}
          />
        )}
      </div>
      {invoice.data ? <InvoiceDocument invoice={invoice.data} /> : <LoadingSpinner label={t.loading} />}
    </PageLayout>
  );
}
