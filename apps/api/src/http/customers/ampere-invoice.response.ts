import { ApiProperty, PickType } from '@nestjs/swagger';
import { CompanyProfileResponse } from '../settings/company-profile.response';
import { StatementResponse } from '../statements/statement.response';
import { AmpereRecordResponse } from './ampere-record.response';
import type { AmpereInvoice } from '../../application/customers/ampere-invoice';

/** The single ampere invoice: the statement of account and the fields named beside it (docs/business-rules.md#the-statement-of-account). */
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
  /** INV-1000-2026: the single invoice (docs/business-rules.md#invoice-numbers-and-the-month-billed). */
  @ApiProperty({ type: String })
  invoiceNumber!: string;
  /** What the invoice asks for: the statement's total due. */
  @ApiProperty({ type: Number })
  remainingAmount!: number;
  /** The statement of account every surface renders. */
  @ApiProperty({ type: StatementResponse })
  statement!: StatementResponse;
}
