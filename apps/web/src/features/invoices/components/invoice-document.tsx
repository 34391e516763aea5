import './invoice-document.css';
import { InvoiceCustomer, InvoicePounds, InvoiceTotals, StatementLines } from '../../../components/invoice';
import { formatUsd } from '../../../lib/money';
import type { AmpereInvoice } from '../../../types/ampere';
import { invoiceMessages as t } from '../messages';

/** The single ampere invoice, 11.2 cm wide when printed. */
export function InvoiceDocument({ invoice }: { invoice: AmpereInvoice }) {
  const { companyInfo: company, statement } = invoice;
  const phones = [company.phone, company.phone2].filter(Boolean).join(' / ');
  const settled = statement.isPaid || invoice.remainingAmount <= 0;
  return (
    <article className="inv-doc" aria-labelledby="inv-doc-title">
      <header className="inv-company">
        <div className="inv-company-name" dir="auto">
          {company.name}
        </div>
        {company.address && <div dir="auto">{company.address}</div>}
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
          {t.monthTitle(statement.monthLabel)}
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
        <InvoiceCustomer
          customer={statement}
          labels={t}
          classNames={{ list: 'inv-pairs inv-customer', wide: 'inv-wide' }}
        />
      </section>

      <section className="inv-section" aria-label={t.details}>
        <h2 className="inv-section-title">{t.details}</h2>
        <StatementLines
          layout="table"
          statement={statement}
          labels={{ quantity: t.ampere, unitPrice: t.amperePrice, amount: t.amount }}
          className="inv-lines"
        />
        <InvoiceTotals
          amounts={statement}
          labels={{ ...t, remaining: t.balanceDue }}
          classNames={{ list: 'inv-totals', total: 'inv-total', remaining: 'inv-due' }}
        />
        {/* the pounds beside the dollars, at the rate used */}
        <InvoicePounds
          lbp={statement.lbp}
          labels={t}
          classNames={{ list: 'inv-totals inv-lbp', total: 'inv-total' }}
          label={t.amountsInLbp}
        />
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
              {t.remainingLabel}: <bdi dir="ltr">{formatUsd(invoice.remainingAmount, 'paper')}</bdi>
            </>
          )}
        </div>
      </section>

      <footer className="inv-note">
        {company.lookupNote && <div>{company.lookupNote}</div>}
        <strong className="inv-thanks">{t.thankYou}</strong>
      </footer>
    </article>
  );
}
