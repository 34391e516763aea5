import { ApiProperty, PickType } from '@nestjs/swagger';
import { CompanyProfileResponse } from '../settings/company-profile.response';
import { StatementResponse } from '../statement/statement.response';
import { AmpereRecordResponse } from './ampere-record.response';
import type { AmpereInvoice } from './ampere-invoice.mapper';

/** spec 000 §3.5: the statement of account and the fields the spec names (docs/business-rules.md). */
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
    'invoiceDate',
  ])
  implements AmpereInvoice
{
  @ApiProperty({ type: CompanyProfileResponse })
  companyInfo!: CompanyProfileResponse;
  /** INV-1000-2026: the single invoice (spec 000 §9). */
  @ApiProperty({ type: String })
  invoiceNumber!: string;
  /** What the invoice asks for: the statement's total due. */
  @ApiProperty({ type: Number })
  remainingAmount!: number;
  /** issue 22 §1: the statement of account every surface renders. */
  @ApiProperty({ type: StatementResponse })
  statement!: StatementResponse;
}
