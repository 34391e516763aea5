import { ApiProperty, PickType } from '@nestjs/swagger';
import type { PortalPaymentStatus } from '@kahraba/billing-domain';
import { AmpereRecordResponse } from '../ampere/ampere-record.response';
import type { PortalInvoice } from './portal-invoice.mapper';

const PAYMENT_STATUSES: readonly PortalPaymentStatus[] = ['paid', 'partial', 'unpaid'];

/** spec 000 §3.6 plus what the public invoice card shows (never the internal id); amounts from the server. */
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
  /** spec 000 §4: from the balance. */
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PortalPaymentStatus' })
  paymentStatus!: PortalPaymentStatus;
  /** INV-1000-2026 (spec 000 §9). */
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
  /** The total in whole Lebanese pounds at the stored exchange rate (issue 9). */
  @ApiProperty({ type: 'integer', example: 4027500 })
  totalLbp!: number;
  @ApiProperty({ type: 'integer', example: 399122 })
  vatLbp!: number;
  @ApiProperty({ type: Number, example: 89500 })
  exchangeRate!: number;
}
