import { CUT_OFF_PROPERTY, CutOffMarkResponse } from '../statements/cut-off-mark.response';
import { ApiProperty } from '@nestjs/swagger';
import type { AmpereRecordView } from '@kahraba/persistence';

/** A live ampere customer as the API answers it; money in dollars, at most 2 decimals. */
export class AmpereRecordResponse implements AmpereRecordView {
  @ApiProperty({ type: String, format: 'uuid' })
  id!: string;
  /** Shown with a leading '#', e.g. #1000. */
  @ApiProperty({ type: 'integer' })
  customerNumber!: number;
  @ApiProperty({ type: String })
  name!: string;
  @ApiProperty({ type: String, nullable: true })
  box!: string | null;
  @ApiProperty({ type: Number })
  ampere!: number;
  @ApiProperty({ type: String, nullable: true })
  address!: string | null;
  @ApiProperty({ type: Number })
  amperePrice!: number;
  /**
   * The operator set the price; otherwise it follows the amperes
   * (docs/business-rules.md#invoice-numbers-and-the-month-billed).
   */
  @ApiProperty({ type: Boolean })
  priceIsCustom!: boolean;
  /** Includes 11% VAT. */
  @ApiProperty({ type: Number })
  amount!: number;
  /**
   * The balance carried from the months before by a month close
   * (docs/business-rules.md#paid-unpaid-and-arrears); negative is a credit.
   */
  @ApiProperty({ type: Number })
  arrears!: number;
  @ApiProperty({ type: Number })
  amountPaid!: number;
  /** arrears + amount − amountPaid; negative when the customer paid more than owed. */
  @ApiProperty({ type: Number })
  outstandingBalance!: number;
  /**
   * Counts as paid: nothing left to pay, arrears included (docs/business-rules.md#paid-unpaid-and-arrears).
   */
  @ApiProperty({ type: Boolean })
  isPaid!: boolean;
  @ApiProperty({ type: Boolean })
  isDeleted!: boolean;
  @ApiProperty({ type: String, example: '2026-11-01' })
  invoiceDate!: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-05' })
  dueDate!: string | null;
  @ApiProperty({ type: String, example: '2026-11' })
  month!: string;
  @ApiProperty({ type: String, nullable: true })
  batchId!: string | null;
  @ApiProperty({ type: String, example: '2026-11-01T08:30:00.000Z' })
  createdAt!: string;
  @ApiProperty({ type: String, nullable: true })
  deletedAt!: string | null;
  /** E.164 (+9613123456), or null when none is known. */
  @ApiProperty({ type: String, nullable: true, example: '+9613123456' })
  phone!: string | null;
  @ApiProperty(CUT_OFF_PROPERTY)
  cutOff!: CutOffMarkResponse | null;
}
