import { ApiProperty } from '@nestjs/swagger';
import { CompanyProfileResponse } from '../../settings/company-profile.response';
import { StatementResponse } from '../../statement/statement.response';
import type { KwhInvoiceView } from './get-kwh-invoice.query';

/** The invoice of one kWh customer: its statement of account and what is the customer's own. */
export class KwhInvoiceResponse implements KwhInvoiceView {
  @ApiProperty({ type: CompanyProfileResponse }) companyInfo!: CompanyProfileResponse;
  @ApiProperty({ example: '2026-11-05' }) invoiceDate!: string;
  @ApiProperty() ampere!: number;
  @ApiProperty({ description: "The customer's price per kWh in dollars, as stored" }) pricePerKwh!: number;
  @ApiProperty({ type: StatementResponse, description: 'issue 22: the statement of account' })
  statement!: StatementResponse;
}
