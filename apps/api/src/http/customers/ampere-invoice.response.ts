import { ApiProperty, PickType } from '@nestjs/swagger';
import { CompanyProfileResponse } from '../settings/company-profile.response';
import { StatementResponse } from '../statements/statement.response';
import { AmpereRecordResponse } from './ampere-record.response';
import type { AmpereInvoice } from './ampere-invoice.mapper';

/**
 * The single invoice as printed: tax split, month label, status
 * (docs/business-rules.md#the-statement-of-account).
 */
export class AmpereInvoiceResponse
  extends PickType(AmpereRecordResponse, [
    'id',
    'customerNumber',
    'name',
    'box',
    'address',
    'ampere',
    'amperePrice',
    'amount',
    'amountPaid',
    'isPaid',
    'invoiceDate',
    'phone',
  ])
  implements AmpereInvoice
{
  @ApiProperty({ type: CompanyProfileResponse })
  companyInfo!: CompanyProfileResponse;
  /** INV-1000-2026: the single invoice (docs/business-rules.md#invoice-numbers-and-the-month-billed). */
  @ApiProperty({ type: String })
  invoiceNumber!: string;
  /** INV-1000: box and print-sheet invoices. */
  @ApiProperty({ type: String })
  shortInvoiceNumber!: string;
  /** The month the invoice is for, 'YYYY-MM'. */
  @ApiProperty({ type: String })
  invoiceMonth!: string;
  /** 'تشرين الثاني 2026' */
  @ApiProperty({ type: String })
  invoiceMonthLabel!: string;
  @ApiProperty({ type: Number })
  baseAmount!: number;
  @ApiProperty({ type: Number })
  vatAmount!: number;
  @ApiProperty({ type: Number })
  vatRatePercent!: number;
  /**
   * The balance carried from the months before (docs/business-rules.md#paid-unpaid-and-arrears); negative is
   * a credit.
   */
  @ApiProperty({ type: Number })
  previousBalance!: number;
  /** previousBalance + amount (this month's charges) − amountPaid. */
  @ApiProperty({ type: Number })
  remainingAmount!: number;
  /** What the invoice asks for: the same as remainingAmount. */
  @ApiProperty({ type: Number })
  totalDue!: number;
  /**
   * The total in whole Lebanese pounds at the stored exchange rate
   * (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing).
   */
  @ApiProperty({ type: 'integer', example: 4027500 })
  totalLbp!: number;
  /** The VAT in whole pounds: LBP total − round(LBP total / 1.11). */
  @ApiProperty({ type: 'integer', example: 399122 })
  vatLbp!: number;
  /** LBP per US dollar the pounds were computed at. */
  @ApiProperty({ type: Number, example: 89500 })
  exchangeRate!: number;
  /** The total due in whole pounds, arrears included (what /collect asks in pounds). */
  @ApiProperty({ type: 'integer', example: 13425000 })
  totalDueLbp!: number;
  /** The statement of account every surface renders (docs/business-rules.md#the-statement-of-account). */
  @ApiProperty({ type: StatementResponse })
  statement!: StatementResponse;
}
