import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PAYMENT_CURRENCIES, PAYMENT_METHODS, PAYMENT_SOURCES } from '@kahraba/billing-domain';
import type {
  BalanceAfterPayment,
  PaidRecordState,
  PaymentReceipt,
} from '../../application/payments/payment-receipt';

const USD = 'USD, exact to the cent';

/** What remained owed right after a payment, from the customer's statement. */
export class PaymentBalanceAfterResponse implements BalanceAfterPayment {
  @ApiProperty({ description: 'USD; negative is a credit', example: 50 }) totalDue!: number;
  @ApiProperty({ type: 'integer', description: 'whole pounds', example: 4475000 }) totalDueLbp!: number;
}

/** The record a payment settles, as it stands after the payment (or its void). */
export class PaymentRecordStateResponse implements PaidRecordState {
  @ApiProperty({ description: `This month's charges; ${USD}`, example: 50 }) amount!: number;
  @ApiProperty({ description: `Carried from earlier months (negative: a credit); ${USD}`, example: 0 })
  arrears!: number;
  @ApiProperty({ description: `This month's payments not void; ${USD}`, example: 20 }) amountPaid!: number;
  @ApiProperty({ description: `arrears + amount − amountPaid; ${USD}`, example: 30 })
  outstandingBalance!: number;
  @ApiProperty({ example: false }) isPaid!: boolean;
}

/**
 * One payment of the ledger (docs/business-rules.md#paid-unpaid-and-arrears): what the receipt, the history
 * and the dialogs show.
 */
export class PaymentResponse implements PaymentReceipt {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Sequential per year', example: 'R-2026-000123' }) receiptNumber!: string;
  @ApiProperty({ example: 'ampere' }) system!: string;
  @ApiProperty({ format: 'uuid', description: 'The live record the payment settles' }) recordId!: string;
  @ApiProperty({ type: 'integer', example: 1001 }) customerNumber!: number;
  @ApiProperty({ example: 'هدى سليمان' }) customerName!: string;
  @ApiProperty({ type: String, nullable: true, example: 'A-4' }) box!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'E.164, the customer’s phone now',
    example: '+9613123456',
  })
  customerPhone!: string | null;
  @ApiProperty({ description: 'The billing month it settles', example: '2026-11' }) billingMonth!: string;
  @ApiProperty({ example: 'تشرين الثاني 2026' }) billingMonthLabel!: string;
  @ApiProperty({ description: `What the payment settles; ${USD}`, example: 15 }) amount!: number;
  @ApiProperty({ enum: PAYMENT_CURRENCIES, enumName: 'PaymentCurrency', description: 'What was handed over' })
  currency!: (typeof PAYMENT_CURRENCIES)[number];
  @ApiProperty({
    type: 'integer',
    description: 'The pounds handed over when LBP; else the dollar amount at the rate, in whole pounds',
    example: 1342500,
  })
  amountLbp!: number;
  @ApiProperty({ description: 'LBP per USD, the stored rate when it was recorded', example: 89500 })
  exchangeRate!: number;
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  method!: (typeof PAYMENT_METHODS)[number];
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ enum: PAYMENT_SOURCES, enumName: 'PaymentSource', description: 'How it was recorded' })
  source!: string;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
  @ApiProperty({
    description: "Who took it: the user's e-mail, or 'cli:<user>'",
    example: 'sami@example.com',
  })
  receivedBy!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) voidedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) voidedBy!: string | null;
  @ApiProperty({ type: String, nullable: true }) voidReason!: string | null;
  @ApiPropertyOptional({
    type: PaymentRecordStateResponse,
    description: 'The record after the payment or its void (on those answers only)',
  })
  record?: PaymentRecordStateResponse;
  /** The month the invoice named the day the money was taken (the 25th rule; docs/payment-month.md). */
  @ApiProperty({ example: '2026-12' }) invoiceMonth!: string;
  @ApiProperty({ example: 'كانون الأول 2026' }) invoiceMonthLabel!: string;
  @ApiProperty({ example: 'INV-1030-2026', description: 'The invoice the payment paid' })
  invoiceNumber!: string;
  @ApiPropertyOptional({ description: 'The collector by name (on a single payment)', example: 'سامي حداد' })
  collectorName?: string;
  @ApiPropertyOptional({
    type: PaymentBalanceAfterResponse,
    description: "What remained owed right after the payment (a single payment of the customer's live month)",
  })
  balanceAfter?: PaymentBalanceAfterResponse;
}
