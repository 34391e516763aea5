import { formatCustomerNumber } from '../../lib/display-format';
import { componentMessages } from '../messages';

/** Who an invoice is for. */
interface InvoiceCustomerDetails {
  customerNumber: number | string;
  name: string;
  box: string | null;
  address: string | null;
  /** Cut off (docs/cut-off.md#the-mark): the invoice says «مقطوع» and why. */
  cutOff?: { at: string; reason: string } | null;
}

interface InvoiceCustomerLabels {
  customerNumber: string;
  name: string;
  box: string;
  address: string;
  /** Stands for a missing box or address. */
  noValue: string;
}

export interface InvoiceCustomerProps {
  customer: InvoiceCustomerDetails;
  labels: InvoiceCustomerLabels;
  /** The stylesheet's classes: the list, the rows spanning both columns and, if any, the name. */
  classNames: { list: string; wide: string; name?: string };
}

/** The customer block of an invoice: number and box side by side, then the name and the address. */
export function InvoiceCustomer({ customer, labels, classNames }: InvoiceCustomerProps) {
  return (
    <dl className={classNames.list}>
      <div>
        <dt>{labels.customerNumber}</dt>
        <dd>
          <bdi dir="ltr">{formatCustomerNumber(customer.customerNumber)}</bdi>
        </dd>
      </div>
      <div>
        <dt>{labels.box}</dt>
        <dd>
          <span dir="auto">{customer.box || labels.noValue}</span>
        </dd>
      </div>
      <div className={classNames.wide}>
        <dt>{labels.name}</dt>
        <dd className={classNames.name}>
          <span dir="auto">{customer.name}</span>
        </dd>
      </div>
      <div className={classNames.wide}>
        <dt>{labels.address}</dt>
        <dd>
          <span dir="auto">{customer.address || labels.noValue}</span>
        </dd>
      </div>
      {customer.cutOff && (
        <div className={classNames.wide}>
          <dt>{componentMessages.cutOffMark}</dt>
          <dd>
            <span dir="auto">{customer.cutOff.reason}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
