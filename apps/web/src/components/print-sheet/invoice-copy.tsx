import { formatLbp, formatUnitPrice, formatUsd } from '../../lib/money';
import { InvoiceCustomer, InvoiceTotals } from '../invoice';
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
        <div className="ps-company" dir="auto">
          {company.name}
        </div>
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
      <InvoiceCustomer
        customer={invoice}
        labels={t}
        classNames={{ list: 'ps-customer', wide: 'ps-wide', name: 'ps-name' }}
      />
      <div className="ps-line-item">
        <bdi>
          {invoice.lineItem.quantity} {invoice.lineItem.unit}
        </bdi>
        {' × '}
        <bdi dir="ltr">
          {formatUnitPrice(invoice.lineItem.price, invoice.lineItem.priceCurrency, 'paper')}
        </bdi>
        {' = '}
        <bdi dir="ltr">{formatUsd(invoice.lineItem.amount, 'paper')}</bdi>
      </div>
      {invoice.otherLines && invoice.otherLines.length > 0 && (
        <dl className="ps-other-lines">
          {invoice.otherLines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>
                {/* Its own direction: '$10.00' left to right, '17,900,000 ل.ل' with the sign after in Arabic. */}
                <bdi>{line.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <InvoiceTotals
        amounts={invoice}
        labels={t}
        classNames={{ list: 'ps-amounts', total: 'ps-total', remaining: 'ps-remaining' }}
        settledText={t.paidInFull}
      />
      {/* The pounds beside the dollars, at the rate used. */}
      <dl className="ps-lbp">
        <div>
          <dt>{t.totalLbp}</dt>
          <dd>
            <bdi>{formatLbp(invoice.lbp.total)}</bdi>
          </dd>
        </div>
        {invoice.lbp.totalDue !== undefined && (
          <div className="ps-total">
            <dt>{t.totalDueLbp}</dt>
            <dd>
              <bdi>{formatLbp(invoice.lbp.totalDue)}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t.vatLbp}</dt>
          <dd>
            <bdi>{formatLbp(invoice.lbp.vat)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t.exchangeRate}</dt>
          <dd>
            <bdi>{formatLbp(invoice.lbp.rate)}</bdi>
          </dd>
        </div>
      </dl>
      <footer className="ps-note">
        {company.lookupNote && <span>{company.lookupNote}</span>}
        <strong className="ps-thanks">{t.thankYou}</strong>
      </footer>
    </section>
  );
}
