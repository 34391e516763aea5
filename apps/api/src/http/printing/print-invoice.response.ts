import { ApiProperty } from '@nestjs/swagger';
import type { PriceCurrency } from '@kahraba/billing-domain';
import { StatementResponse } from '../statements/statement.response';
import type { PrintInvoiceView } from './print-invoice.mapper';

export class PrintLineResponse {
  @ApiProperty({ description: 'amperes or kWh consumed' }) quantity!: number;
  @ApiProperty({ example: 'أمبير' }) unit!: string;
  @ApiProperty({ description: 'per ampere or per kWh, as entered: USD with every decimal, or pounds' })
  price!: number;
  @ApiProperty({ enum: ['USD', 'LBP'] }) priceCurrency!: PriceCurrency;
  @ApiProperty({ description: 'USD' }) amount!: number;
  @ApiProperty({ type: 'integer', description: 'whole pounds' }) amountLbp!: number;
}

export class PrintOtherLineResponse {
  @ApiProperty({ example: 'رسم الاشتراك' }) label!: string;
  @ApiProperty({ example: '$5' }) value!: string;
}

export class PrintLbpResponse {
  @ApiProperty({ type: 'integer', description: 'the total in whole Lebanese pounds' }) total!: number;
  @ApiProperty({ type: 'integer', description: 'the VAT in whole Lebanese pounds' }) vat!: number;
  @ApiProperty({ description: 'LBP per USD used' }) rate!: number;
  @ApiProperty({ type: 'integer', description: 'the total due in pounds, arrears included' })
  totalDue!: number;
}

export class PrintCompanyResponse {
  @ApiProperty() name!: string;
  @ApiProperty() registrationNumber!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() phone2!: string;
  @ApiProperty() lookupNote!: string;
}

/** One invoice of a print sheet, the same shape for every system (CONTRACT-9). */
export class PrintInvoiceResponse implements PrintInvoiceView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'mahmoud-kwh' }) system!: string;
  @ApiProperty({ example: 'INV-1004-2026' }) invoiceNumber!: string;
  @ApiProperty({ example: 'تشرين الثاني 2026' }) monthLabel!: string;
  @ApiProperty({ type: 'integer' }) customerNumber!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) box!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: PrintLineResponse }) lineItem!: PrintLineResponse;
  @ApiProperty({ type: [PrintOtherLineResponse] }) otherLines!: PrintOtherLineResponse[];
  @ApiProperty() baseAmount!: number;
  @ApiProperty() vatAmount!: number;
  @ApiProperty() vatRatePercent!: number;
  @ApiProperty({ description: 'USD, VAT included' }) total!: number;
  @ApiProperty({ description: 'The balance carried from the months before (USD); negative is a credit' })
  arrears!: number;
  @ApiProperty({ description: "The invoice's previous balance line: the same as arrears" })
  previousBalance!: number;
  @ApiProperty() amountPaid!: number;
  @ApiProperty() remainingAmount!: number;
  @ApiProperty({ description: 'previousBalance + total − amountPaid (= remainingAmount)' })
  totalDue!: number;
  @ApiProperty() isPaid!: boolean;
  @ApiProperty({ type: PrintLbpResponse }) lbp!: PrintLbpResponse;
  @ApiProperty({ type: PrintCompanyResponse }) company!: PrintCompanyResponse;
  @ApiProperty({ type: StatementResponse, description: 'The statement of account printed' })
  statement!: StatementResponse;
}

export class PrintSelectionCreatedResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
}

export class PrintSelectionResponse {
  @ApiProperty({ example: 'ampere' }) type!: string;
  @ApiProperty({ type: [String] }) ids!: string[];
}
