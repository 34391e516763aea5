import { memo, useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { EditIcon, PrintIcon, TrashIcon } from '../../../components/icons';
import { inlineEditCellsOf } from '../../../components/inline-edit-cell';
import { CustomerCard, CustomerCardLine } from '../../../components/customer-card';
import { PaymentButtons } from '../../../components/payments';
import { WhatsAppStatementButton } from '../../../components/whatsapp-link';
import { formatLebanesePhone } from '@kahraba/billing-domain';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import { ampereMessages as t } from '../ampere-messages';
import { fetchRecordStatement } from '../api/get-record-statement';
import type { RecordRowProps } from './record-row';

/** One customer on a phone: the name on top, the amounts, and the actions as buttons a thumb can hit.
 * "Pay" edits the amount paid inside the card, and the card scrolls so its name stays in view. */
export const RecordCard = memo(function RecordCard({ record, editingField, actions }: RecordRowProps) {
  const cell = inlineEditCellsOf({ row: record, editingField, actions, labels: t.columns });
  const cardRef = useRef<HTMLElement>(null);
  const paying = editingField === 'amountPaid';
  useEffect(() => {
    if (paying) cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [paying]);

  return (
    <CustomerCard
      ref={cardRef}
      name={{ text: record.name, id: `record-card-${record.id}` }}
      meta={<bdi dir="auto">{t.customerLabel(formatCustomerNumber(record.customerNumber), record.box)}</bdi>}
      isPaid={record.isPaid}
      figures={[
        { label: t.columns.amount, value: formatUsd(record.amount), strong: true },
        { label: t.columns.amountPaid, value: cell('amountPaid', 'decimal', formatUsd(record.amountPaid)) },
        { label: t.balance, value: formatUsd(record.outstandingBalance) },
      ]}
    >
      <CustomerCardLine address={record.address}>
        {t.ampereAtPrice(formatQuantity(record.ampere), formatUsd(record.amperePrice))}
        {record.phone && (
          <>
            {' · '}
            <bdi dir="ltr">{formatLebanesePhone(record.phone)}</bdi>
          </>
        )}
      </CustomerCardLine>
      <div className="app-record-card-actions app-payment-card-actions">
        <PaymentButtons
          layout="card"
          name={record.name}
          onTake={() => actions.takePayment(record)}
          onHistory={() => actions.showPayments(record)}
        />
        <WhatsAppStatementButton
          phone={record.phone}
          name={record.name}
          loadStatement={() => fetchRecordStatement(record.id)}
        />
      </div>
      <div className="app-record-card-actions">
        <Button
          variant="outline-success"
          aria-label={t.payRecord(record.name)}
          onClick={() => actions.startEdit(record.id, 'amountPaid')}
          disabled={paying}
        >
          {t.pay}
        </Button>
        <Button
          variant="outline-primary"
          aria-label={t.editRecord(record.name)}
          onClick={() => actions.edit(record)}
        >
          <EditIcon size={18} />
          {t.edit}
        </Button>
        <Link
          to={`${paths.invoice}?id=${encodeURIComponent(record.id)}`}
          target="_blank"
          rel="noopener"
          className="btn btn-outline-secondary"
          aria-label={t.printInvoice(record.name)}
        >
          <PrintIcon size={18} />
          {t.invoice}
        </Link>
        <Button
          variant="outline-danger"
          aria-label={t.deleteRecord(record.name)}
          onClick={() => actions.remove(record)}
        >
          <TrashIcon size={18} />
          {t.remove}
        </Button>
      </div>
    </CustomerCard>
  );
});
