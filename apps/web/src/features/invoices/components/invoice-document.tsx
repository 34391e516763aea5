import './invoice-document.css';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { AmpereInvoice } from '../../../types/ampere';
import { invoiceMessages as t } from '../messages';

/** The single ampere invoice (spec 000 §2.8), 11.2 cm wide when printed. */
export function InvoiceDocument({ invoice }: { invoice: AmpereInvoice }) {
  const company = invoice.companyInfo;
  const phones = [company.phone, company.phone2].filter(Boolean).join(' / ');
  const settled = invoice.isPaid || invoice.remainingAmount <= 0;
  return (
    <article className="inv-doc" aria-labelledby="inv-doc-title">
      <header className="inv-company">
        <div className="inv-company-name">{company.name}</div>
        {company.address && <div>{company.address}</div>}
        <div className="inv-company-contact">
          {phones && (
            <span>
              {t.phone}: <bdi dir="ltr">{phones}</bdi>
            </span>
          )}
          {company.email && (
            <span>
              {t.email}: <bdi dir="ltr">{company.email}</bdi>
            </span>
          )}
          {company.registrationNumber && (
            <span>
              {t.registrationNumber}: <bdi>{company.registrationNumber}</bdi>
            </span>
          )}
        </div>
      </header>

      <div className="inv-meta">
        <h1 id="inv-doc-title" className="inv-title">
          {t.monthTitle(invoice.invoiceMonthLabel)}
        </h1>
        <dl className="inv-pairs">
          <div>
            <dt>{t.invoiceNumber}</dt>
            <dd>
              <bdi dir="ltr">{invoice.invoiceNumber}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t.issueDate}</dt>
            <dd>
              <bdi dir="ltr">{invoice.invoiceDate}</bdi>
            </dd>
          </div>
        </dl>
      </div>

      <section className="inv-section" aria-label={t.customer}>
        <h2 className="inv-section-title">{t.customer}</h2>
        <dl className="inv-pairs inv-customer">
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
          <div className="inv-wide">
            <dt>{t.name}</dt>
            <dd>{invoice.name}</dd>
          </div>
          <div className="inv-wide">
            <dt>{t.address}</dt>
            <dd>{invoice.address || t.noValue}</dd>
          </div>
        </dl>
      </section>

      <section className="inv-section" aria-label={t.details}>
        <h2 className="inv-section-title">{t.details}</h2>
        <table className="inv-lines">
          <thead>
            <tr>
              <th scope="col">{t.ampere}</th>
              <th scope="col">{t.amperePrice}</th>
              <th scope="col">{t.amount}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{formatQuantity(invoice.ampere)}</td>
              <td>{formatUsd(invoice.amperePrice)}</td>
              <td>{formatUsd(invoice.amount)}</td>
            </tr>
          </tbody>
        </table>
        <dl className="inv-totals">
          <div>
            <dt>{t.baseAmount}</dt>
            <dd>{formatUsd(invoice.baseAmount)}</dd>
          </div>
          <div>
            <dt>{t.vat(invoice.vatRatePercent)}</dt>
            <dd>{formatUsd(invoice.vatAmount)}</dd>
          </div>
          <div className="inv-total">
            <dt>{t.total}</dt>
            <dd>{formatUsd(invoice.amount)}</dd>
          </div>
          <div>
            <dt>{t.paid}</dt>
            <dd>{formatUsd(invoice.amountPaid)}</dd>
          </div>
          <div className="inv-due">
            <dt>{t.balanceDue}</dt>
            <dd>{formatUsd(invoice.remainingAmount)}</dd>
          </div>
        </dl>
      </section>

      <section
        className={`inv-status ${settled ? 'inv-status-paid' : 'inv-status-due'}`}
        aria-label={settled ? t.paidInFull : t.paymentRequired}
      >
        <div className="inv-status-title">{settled ? t.paidInFull : t.paymentRequired}</div>
        <div>
          {settled ? (
            t.paidInFullText
          ) : (
            <>
              {t.remainingLabel}: <bdi dir="ltr">{formatUsd(invoice.remainingAmount)}</bdi>
            </>
          )}
        </div>
      </section>

      {company.lookupNote && <footer className="inv-note">{company.lookupNote}</footer>}
    </article>
  );
}
