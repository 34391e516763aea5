import { ApiProperty } from '@nestjs/swagger';
import { CompanyProfileResponse } from '../settings/company-profile.response';
import { StatementResponse } from './statement.response';
import type { KwhInvoiceView } from '../../application/statements/get-kwh-invoice.query';

/** The invoice of one kWh customer: its statement of account and what is the customer's own. */
export class KwhInvoiceResponse implements KwhInvoiceView {
  @ApiProperty({ type: CompanyProfileResponse }) companyInfo!: CompanyProfileResponse;
  @ApiProperty({ example: '2026-11-05' }) invoiceDate!: string;
  @ApiProperty() ampere!: number;
  @ApiProperty({ description: "The customer's price per kWh in dollars, as stored" }) pricePerKwh!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The official tariff line it prints, or null' })
  officialTariffLine!: string | null;
  @ApiProperty({ type: StatementResponse, description: 'The statement of account' })
  statement!: StatementResponse;
}
