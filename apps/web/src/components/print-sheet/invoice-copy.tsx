import { formatCustomerNumber } from '../../lib/display-format';
import { formatUsd } from '../../lib/money';
import { componentMessages } from '../messages';
import type { PrintableInvoice } from './printable-invoice';

const t = componentMessages.print;

/** One copy of an invoice: the customer keeps one, the business keeps the other. */
export function InvoiceCopy({
  invoice,
  copy,
}: {
  invoice: PrintableInvoice;
  copy: 'customer' | 'accounting';
}) {
  const { company } = invoice;
  const phones = [company.phone, company.phone2].filter(Boolean).join(' / ');
  return (
    <section
      className={`ps-copy ps-copy-${copy}`}
      aria-label={`${copy === 'customer' ? t.customerCopy : t.accountingCopy} ${invoice.invoiceNumber}`}
    >
      <header className="ps-head">
        <div className="ps-company">{company.name}</div>
        <span className="ps-copy-label">{copy === 'customer' ? t.customerCopy : t.accountingCopy}</span>
      </header>
      {(company.registrationNumber || phones) && (
        <div className="ps-contact">
          {company.registrationNumber && (
            <span>
              {t.registrationNumber}: <bdi>{company.registrationNumber}</bdi>
            </span>
          )}
          {phones && (
            <span>
              {t.phones}: <bdi dir="ltr">{phones}</bdi>
            </span>
          )}
        </div>
      )}
      <div className="ps-title">
        <strong>{t.monthTitle(invoice.monthLabel)}</strong>
        <span>
          {t.invoiceNumber}: <bdi dir="ltr">{invoice.invoiceNumber}</bdi>
        </span>
      </div>
      <dl className="ps-customer">
        <div>
          <dt>{t.customerNumber}</dt>
          <dd>
            <bdi dir="ltr">{formatCustomerNumber(invoice.customerNumber)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t.box}</dt>
          <dd>{invoice.box || t.noValue}</dd>
        </div>
        <div className="ps-wide">
          <dt>{t.name}</dt>
          <dd className="ps-name">{invoice.name}</dd>
        </div>
        <div className="ps-wide">
          <dt>{t.address}</dt>
          <dd>{invoice.address || t.noValue}</dd>
        </div>
      </dl>
      <div className="ps-line-item">
        <bdi>
          {invoice.lineItem.quantity} {invoice.lineItem.unit}
        </bdi>
        {' × '}
        <bdi dir="ltr">{formatUsd(invoice.lineItem.price)}</bdi>
        {' = '}
        <bdi dir="ltr">{formatUsd(invoice.lineItem.amount)}</bdi>
      </div>
      <dl className="ps-amounts">
        <div>
          <dt>{t.baseAmount}</dt>
          <dd>{formatUsd(invoice.baseAmount)}</dd>
        </div>
        <div>
          <dt>{t.vat(invoice.vatRatePercent)}</dt>
          <dd>{formatUsd(invoice.vatAmount)}</dd>
        </div>
        <div className="ps-total">
          <dt>{t.total}</dt>
          <dd>{formatUsd(invoice.total)}</dd>
        </div>
        <div>
          <dt>{t.paid}</dt>
          <dd>{formatUsd(invoice.amountPaid)}</dd>
        </div>
        <div className="ps-remaining">
          <dt>{t.remaining}</dt>
          <dd>{invoice.remainingAmount <= 0 ? t.paidInFull : formatUsd(invoice.remainingAmount)}</dd>
        </div>
      </dl>
      {company.lookupNote && <footer className="ps-note">{company.lookupNote}</footer>}
    </section>
  );
}
