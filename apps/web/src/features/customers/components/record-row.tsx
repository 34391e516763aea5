import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { EditIcon, PrintIcon, TrashIcon } from '../../../components/icons';
import { inlineEditCellsOf, type InlineEditActions } from '../../../components/inline-edit-cell';
import { PaymentBadge } from '../../../components/payment-badge';
import { PaymentButtons } from '../../../components/payments';
import { WhatsAppStatementButton } from '../../../components/whatsapp-link';
import { formatLebanesePhone } from '@kahraba/billing-domain';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { AmpereRecord } from '../../../types/ampere';
import { fetchRecordStatement } from '../api/get-record-statement';
import type { EditableField } from '../lib/record-fields';
import { ampereMessages as t } from '../ampere-messages';

/** Stable callbacks shared by every row, so a row re-renders only when its own data changes. */
export interface RecordRowActions extends InlineEditActions<AmpereRecord, EditableField> {
  edit: (record: AmpereRecord) => void;
  remove: (record: AmpereRecord) => void;
  /** issue 11: the take-payment and payment-history dialogs (components/payments). */
  takePayment: (record: AmpereRecord) => void;
  showPayments: (record: AmpereRecord) => void;
}

export interface RecordRowProps {
  record: AmpereRecord;
  /** The cell of this row being edited, if any. */
  editingField: EditableField | null;
  actions: RecordRowActions;
}

export const RecordRow = memo(function RecordRow({ record, editingField, actions }: RecordRowProps) {
  const cell = inlineEditCellsOf({ row: record, editingField, actions, labels: t.columns });

  return (
    <tr>
      <td className="app-num fw-semibold text-secondary">{formatCustomerNumber(record.customerNumber)}</td>
      <td title={record.name}>{cell('name', 'text')}</td>
      <td>{cell('box', 'text')}</td>
      <td className="app-num">{cell('ampere', 'decimal', formatQuantity(record.ampere))}</td>
      <td className="app-num">{cell('amperePrice', 'optional-decimal', formatUsd(record.amperePrice))}</td>
      <td className="app-num fw-semibold">{formatUsd(record.amount)}</td>
      <td>
        <div className="d-flex align-items-center gap-2">
          <div className="app-num flex-grow-1 min-w-0">
            {cell('amountPaid', 'decimal', formatUsd(record.amountPaid))}
          </div>
          <PaymentBadge isPaid={record.isPaid} />
        </div>
      </td>
      <td title={record.address ?? undefined}>{cell('address', 'text')}</td>
      <td className="app-num">
        {cell('phone', 'text', record.phone && <bdi dir="ltr">{formatLebanesePhone(record.phone)}</bdi>)}
      </td>
      <td>
        <div className="d-flex gap-1">
          <PaymentButtons
            layout="row"
            name={record.name}
            onTake={() => actions.takePayment(record)}
            onHistory={() => actions.showPayments(record)}
          />
          <WhatsAppStatementButton
            layout="row"
            phone={record.phone}
            name={record.name}
            loadStatement={() => fetchRecordStatement(record.id)}
          />
          <Link
            to={`${paths.invoice}?id=${encodeURIComponent(record.id)}`}
            target="_blank"
            rel="noopener"
            className="btn btn-sm btn-outline-secondary"
            aria-label={t.printInvoice(record.name)}
            title={t.printInvoice(record.name)}
          >
            <PrintIcon size={16} />
          </Link>
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={t.editRecord(record.name)}
            title={t.editRecord(record.name)}
            onClick={() => actions.edit(record)}
          >
            <EditIcon size={16} />
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={t.deleteRecord(record.name)}
            title={t.deleteRecord(record.name)}
            onClick={() => actions.remove(record)}
          >
            <TrashIcon size={16} />
          </Button>
        </div>
      </td>
    </tr>
  );
});
