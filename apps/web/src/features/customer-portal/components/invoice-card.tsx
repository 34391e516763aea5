import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import type { PortalInvoice } from '../api/search-customer-invoices';
import { customerPortalMessages as t } from '../messages';
import { PaymentStatusBadge } from './payment-status-badge';

function Line({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="d-flex justify-content-between gap-3 py-1 border-bottom">
      <dt className={strong ? 'fw-bold' : 'fw-normal text-secondary'}>{label}</dt>
      <dd className={`mb-0 text-end ${strong ? 'fw-bold' : ''}`}>{children}</dd>
    </div>
  );
}

/** Numbers and amounts read left to right inside the Arabic text. */
const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

/** One invoice as the customer sees it: who, what, how much, and whether it is paid (spec 000 §2.11). */
export function InvoiceCard({ invoice }: { invoice: PortalInvoice }) {
  const titleId = `invoice-${invoice.invoiceNumber}`;
  return (
    <Card as="article" aria-labelledby={titleId} className="app-data-card border-0 shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 bg-white">
        <h2 id={titleId} className="h5 mb-0 flex-grow-1">
          {t.invoice.title(invoice.invoiceMonthLabel)}
        </h2>
        <PaymentStatusBadge status={invoice.paymentStatus} />
      </Card.Header>
      <Card.Body>
        <dl className="mb-0">
          <Line label={t.invoice.invoiceNumber}>
            <Ltr>{invoice.invoiceNumber}</Ltr>
          </Line>
          <Line label={t.invoice.customerNumber}>
            <Ltr>{formatCustomerNumber(invoice.customerNumber)}</Ltr>
          </Line>
          <Line label={t.invoice.name}>
            <span dir="auto">{invoice.name}</span>
          </Line>
          <Line label={t.invoice.box}>{invoice.box || t.invoice.noValue}</Line>
          <Line label={t.invoice.address}>
            <span dir="auto">{invoice.address || t.invoice.noValue}</span>
          </Line>
          <Line label={t.invoice.ampere}>
            <Ltr>{formatQuantity(invoice.ampere)}</Ltr>
          </Line>
          <Line label={t.invoice.month}>{invoice.invoiceMonthLabel}</Line>
          <Line label={t.invoice.baseAmount}>
            <Ltr>{formatUsd(invoice.baseAmount)}</Ltr>
          </Line>
          <Line label={t.invoice.vat}>
            <Ltr>{formatUsd(invoice.vatAmount)}</Ltr>
          </Line>
          <Line label={t.invoice.amount} strong>
            <Ltr>{formatUsd(invoice.amount)}</Ltr>
          </Line>
          {/* issue 9: the pounds beside the dollars, at the rate used */}
          <Line label={t.invoice.totalLbp} strong>
            <bdi>{formatLbp(invoice.totalLbp)}</bdi>
          </Line>
          <Line label={t.invoice.vatLbp}>
            <bdi>{formatLbp(invoice.vatLbp)}</bdi>
          </Line>
          <Line label={t.invoice.exchangeRate}>
            <bdi>{formatLbp(invoice.exchangeRate)}</bdi>
          </Line>
          <Line label={t.invoice.amountPaid}>
            <Ltr>{formatUsd(invoice.amountPaid)}</Ltr>
          </Line>
          <Line label={t.invoice.balance} strong>
            <Ltr>{formatUsd(invoice.outstandingBalance)}</Ltr>
          </Line>
        </dl>
      </Card.Body>
    </Card>
  );
}
