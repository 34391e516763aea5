import { ApiProperty, PickType } from '@nestjs/swagger';
import {
  PAYMENT_CURRENCIES,
  type PaymentCurrency,
  type PortalPaymentsShown,
  type PortalPaymentStatus,
} from '@kahraba/billing-domain';
import { AmpereRecordResponse } from '../customers/ampere-record.response';
import { StatementLineResponse, StatementReadingsResponse } from '../statements/statement.response';
import type { PortalInvoice, PortalPayment } from './portal-invoice.mapper';

const PAYMENT_STATUSES: readonly PortalPaymentStatus[] = ['paid', 'partial', 'unpaid'];
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

/**
 * What the public invoice card shows (never the internal id); amounts from the server
 * (docs/customer-portal.md).
 */
export class PortalInvoiceResponse
  extends PickType(AmpereRecordResponse, [
    'name',
    'customerNumber',
    'address',
    'box',
    'ampere',
    'amount',
    'amountPaid',
    'outstandingBalance',
  ])
  implements PortalInvoice
{
  /** The portal looks up every billing system. */
  @ApiProperty({ type: String, example: 'mahmoud-kwh', description: 'The billing system the bill is of' })
  system!: string;
  @ApiProperty({ type: String, example: 'عدادات محمود', description: "The billing system's Arabic name" })
  systemName!: string;
  /** From the balance (docs/business-rules.md#paid-unpaid-and-arrears). */
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PortalPaymentStatus' })
  paymentStatus!: PortalPaymentStatus;
  /** INV-1000-2026 (docs/business-rules.md#invoice-numbers-and-the-month-billed). */
  @ApiProperty({ type: String })
  invoiceNumber!: string;
  @ApiProperty({ type: String, example: '2026-11' })
  invoiceMonth!: string;
  @ApiProperty({ type: String })
  invoiceMonthLabel!: string;
  @ApiProperty({ type: Number })
  baseAmount!: number;
  @ApiProperty({ type: Number })
  vatAmount!: number;
  /** The total in whole Lebanese pounds at the stored exchange rate. */
  @ApiProperty({ type: 'integer', example: 4027500 })
  totalLbp!: number;
  @ApiProperty({ type: 'integer', example: 399122 })
  vatLbp!: number;
  @ApiProperty({ type: Number, example: 89500 })
  exchangeRate!: number;
  /** What was left unpaid before this month (arrears; negative: a credit). */
  @ApiProperty({ type: Number, description: 'Arrears carried from the months before; negative is a credit' })
  previousBalance!: number;
  @ApiProperty({ type: Number, description: "This month's charges, VAT included (= amount)" })
  currentCharges!: number;
  @ApiProperty({
    type: Number,
    description: 'previousBalance + currentCharges − amountPaid (= outstandingBalance); negative is a credit',
  })
  totalDue!: number;
  /**
   * What a customer paying in pounds pays, arrears included
   * (docs/business-rules.md#the-statement-of-account).
   */
  @ApiProperty({ type: 'integer', example: 13425000, description: 'The total due in whole pounds' })
  totalDueLbp!: number;
  @ApiProperty({ type: [StatementLineResponse], description: 'The charge lines of the month' })
  lines!: StatementLineResponse[];
  @ApiProperty({ type: StatementReadingsResponse, required: false, description: 'Metered: the readings' })
  readings?: StatementReadingsResponse;
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
}
