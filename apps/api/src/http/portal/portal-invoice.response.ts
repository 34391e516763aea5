import { ApiProperty, PickType } from '@nestjs/swagger';
import { PAYMENT_CURRENCIES, type PaymentCurrency, type PortalPaymentsShown } from '@kahraba/billing-domain';
import { AmpereRecordResponse } from '../customers/ampere-record.response';
import { PublicStatementResponse } from '../statements/statement.response';
import type { PortalInvoice, PortalPayment } from '../../application/portal/portal-invoice';

const PAYMENTS_SHOWN: readonly PortalPaymentsShown[] = ['last', 'year'];

/**
 * A payment as the public sees it: its receipt, month, amounts and day. Never who took the
 * money, the note or any id.
 */
export class PortalPaymentResponse implements PortalPayment {
  @ApiProperty({ example: 'R-2026-000123' }) receiptNumber!: string;
  @ApiProperty({ example: '2026-11', description: 'The billing month it paid' }) billingMonth!: string;
  @ApiProperty({ example: 'تشرين الثاني 2026' }) billingMonthLabel!: string;
  @ApiProperty({
    example: '2026-12',
    description:
      'The month its receipt names: the month the invoice said the day the money was taken (the 25th rule)',
  })
  invoiceMonth!: string;
  @ApiProperty({ example: 'كانون الأول 2026' }) invoiceMonthLabel!: string;
  @ApiProperty({ description: 'What it settled, USD exact to the cent', example: 20 }) amount!: number;
  @ApiProperty({ enum: PAYMENT_CURRENCIES, enumName: 'PaymentCurrency', description: 'What was handed over' })
  currency!: PaymentCurrency;
  @ApiProperty({
    type: 'integer',
    description: 'Pounds handed over (LBP), or the dollars at the rate of that day, whole pounds',
    example: 1_790_000,
  })
  amountLbp!: number;
  @ApiProperty({ example: '2026-11-24T09:30:00.000Z' }) receivedAt!: string;
}

/** The portal card (docs/customer-portal.md): the public statement, the item's fields the spec names and the card's own; never an id. */
export class PortalInvoiceResponse
  extends PickType(AmpereRecordResponse, [
    'name',
    'customerNumber',
    'address',
    'box',
    'ampere',
    'amount',
    'amountPaid',
  ])
  implements PortalInvoice
{
  /** The portal looks up every billing system (docs/customer-portal.md). */
  @ApiProperty({ type: String, example: 'عدادات محمود', description: "The billing system's Arabic name" })
  systemName!: string;
  @ApiProperty({
    type: [PortalPaymentResponse],
    description:
      'The payments not void of the last 12 billing months, newest first; only the newest unless the visitor typed the printed invoice number',
  })
  payments!: PortalPaymentResponse[];
  @ApiProperty({
    enum: PAYMENTS_SHOWN,
    enumName: 'PortalPaymentsShown',
    description:
      "'year' when the visitor typed the printed invoice number (INV-n-YYYY) of this bill, else 'last'",
  })
  paymentsShown!: PortalPaymentsShown;
  @ApiProperty({
    type: PublicStatementResponse,
    description: 'The statement of account, as the public sees it',
  })
  statement!: PublicStatementResponse;
}
