import { ApiProperty } from '@nestjs/swagger';
import { CompanyProfileResponse } from '../settings/company-profile.response';
import { StatementResponse } from './statement.response';
import type { KwhInvoiceView } from '../../application/statements/get-kwh-invoice.query';

/** The invoice of one kWh customer, every amount computed by the server. */
export class KwhInvoiceResponse implements KwhInvoiceView {
  @ApiProperty({ type: CompanyProfileResponse }) companyInfo!: CompanyProfileResponse;
  @ApiProperty({ example: 'INV-1004-2026' }) invoiceNumber!: string;
  @ApiProperty({ example: '2026-11-05' }) invoiceDate!: string;
  @ApiProperty({ description: 'The month it is for, in Arabic (from the 25th, next month)' })
  monthLabel!: string;
  @ApiProperty({ type: 'integer' }) customerNumber!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) box!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty() ampere!: number;
  @ApiProperty() previousKwh!: number;
  @ApiProperty() currentKwh!: number;
  @ApiProperty() consumption!: number;
  @ApiProperty() pricePerKwh!: number;
  @ApiProperty() energyAmount!: number;
  @ApiProperty() subscriptionFee!: number;
  @ApiProperty() baseAmount!: number;
  @ApiProperty() vatAmount!: number;
  @ApiProperty({ description: 'USD, VAT included' }) totalAmount!: number;
  @ApiProperty({ type: 'integer' }) baseAmountLbp!: number;
  @ApiProperty({ type: 'integer' }) vatAmountLbp!: number;
  @ApiProperty({ type: 'integer' }) totalAmountLbp!: number;
  @ApiProperty() exchangeRateUsed!: number;
  @ApiProperty({
    type: 'integer',
    description: 'The LBP total (same as totalAmountLbp), the name every invoice uses',
  })
  totalLbp!: number;
  @ApiProperty({ type: 'integer', description: 'The LBP VAT (same as vatAmountLbp)' }) vatLbp!: number;
  @ApiProperty({ description: 'LBP per USD used (same as exchangeRateUsed)' }) exchangeRate!: number;
  @ApiProperty({ description: 'The balance carried from the months before (USD); negative is a credit' })
  previousBalance!: number;
  @ApiProperty() amountPaid!: number;
  @ApiProperty({ description: 'previousBalance + totalAmount − amountPaid' }) remainingAmount!: number;
  @ApiProperty({ description: 'What the invoice asks for (= remainingAmount)' }) totalDue!: number;
  @ApiProperty({ type: 'integer', description: 'The total due in whole pounds, arrears included' })
  totalDueLbp!: number;
  @ApiProperty() isPaid!: boolean;
  @ApiProperty({ type: String, nullable: true, example: '+9613123456', description: 'E.164, or null' })
  phone!: string | null;
  @ApiProperty({ type: StatementResponse, description: 'The statement of account' })
  statement!: StatementResponse;
}
