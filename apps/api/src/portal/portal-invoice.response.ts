import { ApiProperty } from '@nestjs/swagger';
import type { PortalPaymentStatus } from '@kahraba/billing-domain';
import type { PortalInvoice } from './portal-invoice.mapper';

const PAYMENT_STATUSES: readonly PortalPaymentStatus[] = ['paid', 'partial', 'unpaid'];

/** spec 000 §3.6 plus what the public invoice card shows; every amount computed by the server. */
export class PortalInvoiceResponse implements PortalInvoice {
  @ApiProperty({ type: String, format: 'uuid' })
  id!: string;
  @ApiProperty({ type: String })
  name!: string;
  @ApiProperty({ type: 'integer' })
  customerNumber!: number;
  @ApiProperty({ type: String, nullable: true })
  address!: string | null;
  @ApiProperty({ type: String, nullable: true })
  box!: string | null;
  @ApiProperty({ type: Number })
  ampere!: number;
  @ApiProperty({ type: Number })
  amount!: number;
  @ApiProperty({ type: Number })
  amountPaid!: number;
  @ApiProperty({ type: Number })
  outstandingBalance!: number;
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
}
