import { InvoiceCustomer, InvoicePounds, InvoiceTotals, StatementLines } from '../invoice';
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
  const { company, statement } = invoice;
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
        <strong>{t.monthTitle(statement.monthLabel)}</strong>
        <span>
          {t.invoiceNumber}: <bdi dir="ltr">{invoice.invoiceNumber}</bdi>
        </span>
      </div>
      <InvoiceCustomer
        customer={statement}
        labels={t}
        classNames={{ list: 'ps-customer', wide: 'ps-wide', name: 'ps-name' }}
      />
      <StatementLines
        statement={statement}
        otherLines={invoice.otherLines}
        classNames={{ billed: 'ps-line-item', others: 'ps-other-lines' }}
      />
      <InvoiceTotals
        amounts={statement}
        labels={t}
        classNames={{ list: 'ps-amounts', total: 'ps-total', remaining: 'ps-remaining' }}
        settledText={t.paidInFull}
      />
      {/* The pounds beside the dollars, at the rate used. */}
      <InvoicePounds lbp={statement.lbp} labels={t} classNames={{ list: 'ps-lbp', total: 'ps-total' }} />
      <footer className="ps-note">
        {/* docs/official-tariff.md#on-the-invoice: one line of the footer, so the copy keeps its height. */}
        {invoice.officialTariffLine && (
          <span className="ps-official-tariff">{invoice.officialTariffLine}</span>
        )}
        {company.lookupNote && <span>{company.lookupNote}</span>}
        <strong className="ps-thanks">{t.thankYou}</strong>
      </footer>
    </section>
  );
}
