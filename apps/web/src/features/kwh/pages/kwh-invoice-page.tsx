import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link';
import { PrintIcon } from '../../../components/icons';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { invoiceWhatsAppTextOf, WhatsAppLink } from '../../../components/whatsapp-link';
import { PrintSheet, type PrintableInvoice } from '../../../components/print-sheet';
import { formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { BillingSystem } from '../../../types/kwh';
import { useKwhInvoice, type KwhInvoice } from '../api/get-kwh-invoice';
import { kwhSystemPath } from '../lib/kwh-paths';
import { kwhMessages as t } from '../messages';

/** spec 001 §9: VAT 11%, included in the total. */
const VAT_RATE_PERCENT = 11;

/** A kWh invoice on the shared print sheet: consumption × price per kWh = energy amount; the total the
 * server computed (energy + subscription fee, VAT included). */
export function toPrintableKwhInvoice(id: string, invoice: KwhInvoice): PrintableInvoice {
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
      quantity: formatQuantity(invoice.consumption),
      unit: t.kwhUnit,
      price: invoice.pricePerKwh,
      amount: invoice.energyAmount,
    },
    // The LBP total, VAT and rate are on every copy of the sheet (lbp below); only the fee is extra.
    otherLines: [{ label: t.columns.subscriptionFee, value: formatUsd(invoice.subscriptionFee) }],
    baseAmount: invoice.baseAmount,
    vatAmount: invoice.vatAmount,
    vatRatePercent: VAT_RATE_PERCENT,
    total: invoice.totalAmount,
    previousBalance: invoice.previousBalance,
    amountPaid: invoice.amountPaid,
    remainingAmount: invoice.totalDue,
    lbp: { total: invoice.totalLbp, vat: invoice.vatLbp, rate: invoice.exchangeRate },
  };
}

/** The single invoice of a customer of a metered group, /:system/invoice?id=… */
export function KwhInvoicePage({ system }: { system: BillingSystem }) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const invoice = useKwhInvoice(system.id, id);

  return (
    <PageLayout>
      <div className="d-flex flex-wrap justify-content-center gap-2 mb-3 d-print-none">
        <ButtonLink to={kwhSystemPath(system.id)} variant="outline-secondary">
          {t.backToGroup(system.arabicName)}
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
            phone={invoice.data.phone}
            name={invoice.data.name}
            text={invoiceWhatsAppTextOf({
              name: invoice.data.name,
              month: invoice.data.monthLabel,
              totalDue: invoice.data.totalDue,
              totalDueLbp: invoice.data.totalDue === invoice.data.totalAmount ? invoice.data.totalLbp : null,
            })}
          />
        )}
      </div>
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
