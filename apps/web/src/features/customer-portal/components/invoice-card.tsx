import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { beirutDateAndTime } from '../../../lib/received-at';
import { billRows, InvoiceTotals, StatementLines } from '../../../components/invoice';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import type { PortalInvoice } from '../api/search-customer-invoices';
import { customerPortalMessages as t } from '../messages';
import { PaymentStatusBadge } from './payment-status-badge';

/** A row of the card, as the bill's rows read (components/invoice). */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Numbers and amounts read left to right inside the Arabic text. */
const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

/** One invoice as the customer sees it: who, what, how much, and whether it is paid
 * (docs/customer-portal.md). */
export function InvoiceCard({ invoice }: { invoice: PortalInvoice }) {
  const { statement } = invoice;
  // Two systems may print the same number (before numbers were unique across the business).
  const titleId = `invoice-${statement.system}-${statement.invoiceNumber}`;
  return (
    <Card as="article" aria-labelledby={titleId} className="app-data-card border-0 shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 bg-white">
        <h2 id={titleId} className="h5 mb-0 flex-grow-1">
          {t.invoice.title(statement.monthLabel)}
        </h2>
        {statement.cutOff && <span className="badge text-bg-dark">{t.invoice.cutOff}</span>}
        <PaymentStatusBadge status={statement.paymentStatus} />
      </Card.Header>
      <Card.Body>
        <dl className={billRows.list}>
          {/* The portal finds the bills of every system; each says whose it is. */}
          <Line label={t.invoice.system}>{invoice.systemName}</Line>
          <Line label={t.invoice.invoiceNumber}>
            <Ltr>{statement.invoiceNumber}</Ltr>
          </Line>
          <Line label={t.invoice.customerNumber}>
            <Ltr>{formatCustomerNumber(statement.customerNumber)}</Ltr>
          </Line>
          <Line label={t.invoice.name}>
            <span dir="auto">{statement.name}</span>
          </Line>
          <Line label={t.invoice.box}>{statement.box || t.invoice.noValue}</Line>
          <Line label={t.invoice.address}>
            <span dir="auto">{statement.address || t.invoice.noValue}</span>
          </Line>
          <Line label={t.invoice.ampere}>
            <Ltr>{formatQuantity(invoice.ampere)}</Ltr>
          </Line>
          <Line label={t.invoice.month}>{statement.monthLabel}</Line>
          {/* The readings of the statement, as the invoice prints them */}
          {statement.readings && (
            <>
              <Line label={t.invoice.previousKwh}>
                <Ltr>{formatQuantity(statement.readings.previous)}</Ltr>
              </Line>
              <Line label={t.invoice.currentKwh}>
                <Ltr>{formatQuantity(statement.readings.current)}</Ltr>
              </Line>
            </>
          )}
        </dl>
        {/* The charge lines and the totals of the statement, through the bill's one renderer */}
        <StatementLines layout="rows" statement={statement} />
        <InvoiceTotals
          amounts={statement}
          medium="screen"
          labels={{
            baseAmount: t.invoice.baseAmount,
            vat: () => t.invoice.vat,
            total: t.invoice.currentCharges,
            previousBalance: t.invoice.previousBalance,
            previousCredit: t.invoice.previousCredit,
            paid: t.invoice.amountPaid,
            remaining: t.invoice.totalDue,
          }}
          classNames={{ list: billRows.list, total: billRows.strong, remaining: billRows.strong }}
          settledText={t.invoice.nothingDue}
          creditText={t.invoice.creditLeft}
          poundsBeside={t.invoice}
        />
        <PaymentHistory invoice={invoice} />
      </Card.Body>
    </Card>
  );
}

/**
 * The payments, each with its receipt number, month, amount and day: the last one to a visitor who
 * typed the customer number, the last 12 months to one who typed the printed invoice number
 * (docs/customer-portal.md).
 */
function PaymentHistory({ invoice }: { invoice: PortalInvoice }) {
  const { payments } = invoice;
  const year = invoice.paymentsShown === 'year';
  const title = year ? t.payments.title : t.payments.lastTitle;
  return (
    <section aria-label={title} className="mt-4">
      <h3 className="h6 fw-bold">{title}</h3>
      {payments.length === 0 ? (
        <p className="text-secondary small mb-0">{t.payments.empty}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {payments.map((payment) => (
            <li key={payment.receiptNumber} className="py-2 border-bottom">
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <span>
                  {t.payments.receipt} <Ltr>{payment.receiptNumber}</Ltr>
                </span>
                <span className="fw-semibold">
                  <Ltr>{formatUsd(payment.amount)}</Ltr>
                </span>
              </div>
              <div className="d-flex flex-wrap justify-content-between gap-2 small text-secondary">
                <span>{t.payments.month(payment.invoiceMonthLabel)}</span>
                <span>
                  {t.payments.receivedOn} {beirutDateAndTime(payment.receivedAt).date}
                </span>
              </div>
              {payment.currency === 'LBP' && (
                <div className="small text-secondary">
                  {t.payments.inPounds}: <bdi>{formatLbp(payment.amountLbp)}</bdi>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {!year && <p className="small text-secondary mt-2 mb-0">{t.payments.yearHint}</p>}
    </section>
  );
}
