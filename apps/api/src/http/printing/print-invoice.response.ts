import { ApiProperty } from '@nestjs/swagger';
import { StatementResponse } from '../statements/statement.response';
import type { PrintInvoiceView } from '../../application/printing/print-invoice';

export class PrintOtherLineResponse {
  @ApiProperty({ example: 'رسم الاشتراك' }) label!: string;
  @ApiProperty({ example: '$5' }) value!: string;
}

export class PrintCompanyResponse {
  @ApiProperty() name!: string;
  @ApiProperty() registrationNumber!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() phone2!: string;
  @ApiProperty() lookupNote!: string;
}

/** One invoice of a print sheet, the same shape for every system (CONTRACT-9): the statement and paper's own. */
export class PrintInvoiceResponse implements PrintInvoiceView {
  @ApiProperty({ type: [PrintOtherLineResponse] }) otherLines!: PrintOtherLineResponse[];
  @ApiProperty({ type: PrintCompanyResponse }) company!: PrintCompanyResponse;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'التسعيرة الرسمية لشهر تموز 2025: 32,790 ل.ل/ك.و.س',
    description:
      "The official tariff of the invoice's month for the customer's zone, when the owner prints it",
  })
  officialTariffLine!: string | null;
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
