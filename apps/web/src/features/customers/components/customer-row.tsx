import { BillingSystem } from '@kahraba/billing-domain';
import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { customerHistoryPath } from '../../../config/route-paths';
import { CheckIcon, EditIcon, PrintIcon, TrashIcon } from '../../../components/icons';
import { inlineEditCellsOf, type InlineEditActions } from '../../../components/inline-edit-cell';
import { PaymentButtons } from '../../payments';
import { WhatsAppStatementButton } from '../../../components/whatsapp-link';
import { fetchStatement } from '../api/get-statement';
import type { EditableField } from '../lib/record-fields';
import { cutOffMessages, kwhMessages as t } from '../messages';
import type { Cell, CustomerListKind, ListedCustomer } from './customer-kinds';
import type { CutOffSubject } from './cut-off-dialog';

/** Stable callbacks shared by every row and card, so a row re-renders only when its own data changes. */
export interface CustomerActions<T extends ListedCustomer> extends Partial<
  InlineEditActions<T, EditableField>
> {
  edit: (customer: T) => void;
  remove: (customer: T) => void;
  /** Paid in full (metered groups): offered on the unpaid only, last, so that the other
   * buttons stay in the same place on every row. */
  markPaid?: (customer: T) => void;
  /** The take-payment and payment-history dialogs (features/payments). */
  takePayment: (customer: T) => void;
  showPayments: (customer: T) => void;
  /** Cut off, or reconnect one cut off (docs/cut-off.md); absent when the user may not. */
  cutOff?: (customer: T) => void;
}

export interface CustomerRowProps<T extends ListedCustomer> {
  customer: T;
  kind: CustomerListKind<T>;
  /** The cell of this row being edited, if any. */
  editingField: EditableField | null;
  actions: CustomerActions<T>;
  /** Added a moment ago: highlighted, and said so to assistive technology. */
  justAdded?: boolean;
}

/** The cells of a customer, edited in place where its kind allows it. */
export function cellsOf<T extends ListedCustomer>({
  customer,
  kind,
  editingField,
  actions,
}: CustomerRowProps<T>): Cell {
  const { startEdit, stopEdit, save } = actions;
  if (!kind.editLabels || !startEdit || !stopEdit || !save) return (_field, _kind, display) => display;
  const row = customer as T & Record<EditableField, unknown>;
  return inlineEditCellsOf({
    row,
    editingField,
    actions: { startEdit, stopEdit, save },
    labels: kind.editLabels,
  });
}

const systemOf = (customer: ListedCustomer) =>
  'system' in customer ? customer.system : BillingSystem.ampere.id;

export const statementOf = (customer: ListedCustomer) => () =>
  fetchStatement(systemOf(customer), customer.id);

/** The customer's months (docs/customer-history.md). */
export const historyPathOf = (customer: ListedCustomer) =>
  customerHistoryPath(systemOf(customer), customer.id);

/** One customer of any tariff kind on a desk: its kind's cells, then the actions. */
function CustomerRowOf<T extends ListedCustomer>(props: CustomerRowProps<T>) {
  const { customer, kind, actions, justAdded } = props;
  return (
    <tr className={justAdded ? 'app-just-added' : undefined}>
      {kind.cells(customer, cellsOf(props))}
      <td>
        {justAdded && <span className="visually-hidden">{t.justAdded}</span>}
        <div className="d-flex gap-1 align-items-center">
          <CutOffMark customer={customer} />
          <PaymentButtons
            layout="row"
            name={customer.name}
            onTake={() => actions.takePayment(customer)}
            onHistory={() => actions.showPayments(customer)}
          />
          {kind.whatsApp && (
            <WhatsAppStatementButton
              layout="row"
              phone={customer.phone}
              name={customer.name}
              loadStatement={statementOf(customer)}
            />
          )}
          {kind.invoiceHref && (
            <Link
              to={kind.invoiceHref(customer)}
              target="_blank"
              rel="noopener"
              className="btn btn-sm btn-outline-secondary"
              aria-label={t.printInvoice(customer.name)}
              title={t.printInvoice(customer.name)}
            >
              <PrintIcon size={16} />
            </Link>
          )}
          <Link
            to={historyPathOf(customer)}
            className="btn btn-sm btn-outline-secondary text-nowrap"
            aria-label={t.customerHistory(customer.name)}
            title={t.customerHistory(customer.name)}
          >
            {t.history}
          </Link>
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={t.editCustomer(customer.name)}
            title={t.editCustomer(customer.name)}
            onClick={() => actions.edit(customer)}
          >
            <EditIcon size={16} />
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={t.deleteCustomer(customer.name)}
            title={t.deleteCustomer(customer.name)}
            onClick={() => actions.remove(customer)}
          >
            <TrashIcon size={16} />
          </Button>
          {actions.markPaid && !customer.isPaid && (
            <Button
              size="sm"
              variant="outline-success"
              aria-label={t.markCustomerPaid(customer.name)}
              title={t.markCustomerPaid(customer.name)}
              onClick={() => actions.markPaid?.(customer)}
            >
              <CheckIcon size={16} />
            </Button>
          )}
          <CutOffButton customer={customer} onClick={actions.cutOff} size="sm" />
        </div>
      </td>
    </tr>
  );
}

export const CustomerRow = memo(CustomerRowOf) as typeof CustomerRowOf;

/** «مقطوع» beside a customer cut off (docs/cut-off.md#the-mark). */
export function CutOffMark({ customer }: { customer: Pick<CutOffSubject, 'cutOff'> }) {
  if (!customer.cutOff) return null;
  return (
    <span className="badge text-bg-dark" title={customer.cutOff.reason}>
      {cutOffMessages.mark}
    </span>
  );
}

/** «قطع», or «إعادة الوصل» for a customer cut off; nothing when the user may not. */
export function CutOffButton<T extends CutOffSubject>({
  customer,
  onClick,
  size,
}: {
  customer: T;
  onClick?: (customer: T) => void;
  size?: 'sm';
}) {
  if (!onClick) return null;
  const reconnecting = customer.cutOff !== null;
  return (
    <Button
      size={size}
      variant={reconnecting ? 'outline-primary' : 'outline-dark'}
      aria-label={
        reconnecting
          ? cutOffMessages.reconnectCustomer(customer.name)
          : cutOffMessages.cutOffCustomer(customer.name)
      }
      onClick={() => onClick(customer)}
    >
      {reconnecting ? cutOffMessages.reconnect : cutOffMessages.cutOff}
    </Button>
  );
}
