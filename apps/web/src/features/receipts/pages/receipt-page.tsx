import { receiptWhatsAppText } from '@kahraba/billing-domain';
import { useLayoutEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { PrintIcon } from '../../../components/icons';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { customerPortalUrl, WhatsAppLink } from '../../../components/whatsapp-link';
import { ApiError } from '../../../lib/api-client';
import type { Payment } from '../../../types/payments';
import { useCompanyProfile } from '../../../lib/company-profile';
import { usePayment } from '../api/get-payment';
import { ReceiptDocument } from '../components/receipt-document';
import { VoidReceipt } from '../components/void-receipt';
import {
  readReceiptFormat,
  receiptPageCss,
  writeReceiptFormat,
  type ReceiptFormat,
} from '../lib/receipt-format';
import { receiptMessages as t } from '../messages';

/** The receipt of one payment, /receipts/{paymentId}: the paper chosen (80 mm roll or A6,
 * kept in this browser), print; only the receipt prints. */
export function ReceiptPage() {
  const paymentId = useParams().paymentId?.trim() ?? '';
  const payment = usePayment(paymentId);
  const company = useCompanyProfile();
  const [format, setFormat] = useState<ReceiptFormat>(readReceiptFormat);
  const receipt = useRef<HTMLElement>(null);
  const [receiptHeight, setReceiptHeight] = useState(0);

  // The roll's page is as long as the receipt: measured whenever what it shows changes.
  useLayoutEffect(() => {
    const element = receipt.current;
    if (!element) return;
    const measure = () => setReceiptHeight(element.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [payment.data, company.data, format]);

  const choose = (next: ReceiptFormat) => {
    setFormat(next);
    writeReceiptFormat(next);
  };

  // Opened from a screen of the app (the payment dialog, the history): back to it, its search kept.
  const navigate = useNavigate();
  const openedHere = useLocation().key !== 'default';

  const missing = payment.error instanceof ApiError && payment.error.status === 404;
  return (
    <PageLayout>
      <style>{receiptPageCss(format, receiptHeight)}</style>
      <div className="d-flex flex-wrap justify-content-center align-items-center gap-2 mb-3 d-print-none">
        {openedHere ? (
          <Button variant="outline-secondary" onClick={() => navigate(-1)}>
            {t.back}
          </Button>
        ) : (
          <ButtonLink to={paths.home} variant="outline-secondary">
            {t.backHome}
          </ButtonLink>
        )}
        <ToggleButtonGroup
          type="radio"
          name="receipt-format"
          value={format}
          onChange={(next: ReceiptFormat) => choose(next)}
          aria-label={t.paper}
          role="group"
        >
          <ToggleButton id="receipt-format-roll" value="roll-80" variant="outline-secondary">
            {t.roll80}
          </ToggleButton>
          <ToggleButton id="receipt-format-a6" value="a6" variant="outline-secondary">
            {t.a6}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="primary"
          className="app-icon-button"
          onClick={() => window.print()}
          disabled={!payment.data}
        >
          <PrintIcon size={18} />
          {t.print}
        </Button>
        {payment.data && (
          <WhatsAppLink
            phone={payment.data.customerPhone}
            text={receiptWhatsAppTextOf(payment.data)}
            name={payment.data.customerName}
            label={t.whatsApp}
          />
        )}
        {payment.data && payment.data.voidedAt === null && <VoidReceipt payment={payment.data} />}
      </div>
      {payment.data ? (
        <div className="rcpt-frame">
          <ReceiptDocument ref={receipt} payment={payment.data} company={company.data} format={format} />
        </div>
      ) : paymentId === '' || payment.isError ? (
        <LoadFailedAlert className="d-print-none" onRetry={() => void payment.refetch()}>
          {missing ? t.notFound : t.loadFailed}
        </LoadFailedAlert>
      ) : (
        <LoadingSpinner label={t.loading} />
      )}
    </PageLayout>
  );
}

/** The receipt on WhatsApp: the domain's Arabic text, with the portal's address. */
function receiptWhatsAppTextOf(payment: Payment): string {
  return receiptWhatsAppText({
    customerName: payment.customerName,
    receiptNumber: payment.receiptNumber,
    amountUsd: payment.amount,
    amountLbp: payment.amountLbp,
    monthLabel: payment.invoiceMonthLabel,
    customerNumber: payment.customerNumber,
    invoiceNumber: payment.invoiceNumber,
    remainingUsd: payment.balanceAfter?.totalDue ?? null,
    remainingLbp: payment.balanceAfter?.totalDueLbp ?? null,
    portalUrl: customerPortalUrl(),
  });
}
