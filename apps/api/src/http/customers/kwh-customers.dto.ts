import { ApiPropertyOptional, type ApiPropertyOptions, IntersectionType } from '@nestjs/swagger';
import { InvalidInputError } from '@kahraba/billing-domain';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CreateOptionsDto } from '../common/dto/create-options.dto';
import { PhoneField } from '../common/dto/phone-field.decorator';
import { RefusedField } from '../common/dto/typed-field.decorator';
import { IsTextOrNumber } from '../common/dto/text-or-number.validator';

const NUMBER_OR_TEXT: ApiPropertyOptions = {
  oneOf: [{ type: 'number' }, { type: 'string' }],
  nullable: true,
  description: 'A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default.',
};
const TEXT = { type: String, nullable: true } as const;
/** A field the server computes, sent by the client: refused, so nothing is written from it. */
const computedFieldSent = () => new InvalidInputError('لا يمكن إدخال المبالغ المحسوبة', 'COMPUTED_FIELD');
const numberOrText = (field: string) => IsTextOrNumber(40, { message: `قيمة غير صالحة للحقل: ${field}` });

/**
 * The fields a kWh customer is entered with; numbers are read by the domain's one
 * number reader, which names the field when the text is not a number. Amounts are always computed.
 */
export class KwhCustomerFieldsDto {
  @ApiPropertyOptional({ type: String })
  @IsOptional()
  @MaxLength(200, { message: 'الاسم طويل جداً' })
  @IsString({ message: 'الاسم مطلوب' })
  name?: string;

  @ApiPropertyOptional(TEXT)
  @IsOptional()
  @IsTextOrNumber(50, { message: 'رقم العلبة غير صالح' })
  box?: string | null;

  @ApiPropertyOptional(TEXT)
  @IsOptional()
  @IsTextOrNumber(500, { message: 'العنوان غير صالح' })
  address?: string | null;

  @ApiPropertyOptional(NUMBER_OR_TEXT)
  @IsOptional()
  @numberOrText('ampere')
  ampere?: number | string | null;

  @ApiPropertyOptional(NUMBER_OR_TEXT)
  @IsOptional()
  @numberOrText('ampereSubscriptionFee')
  ampereSubscriptionFee?: number | string | null;

  @ApiPropertyOptional(NUMBER_OR_TEXT)
  @IsOptional()
  @numberOrText('previousKwh')
  previousKwh?: number | string | null;

  @ApiPropertyOptional(NUMBER_OR_TEXT)
  @IsOptional()
  @numberOrText('currentKwh')
  currentKwh?: number | string | null;

  @ApiPropertyOptional(NUMBER_OR_TEXT)
  @IsOptional()
  @numberOrText('pricePerKwh')
  pricePerKwh?: number | string | null;

  @ApiPropertyOptional(NUMBER_OR_TEXT)
  @IsOptional()
  @numberOrText('insurance')
  insurance?: number | string | null;

  @ApiPropertyOptional(NUMBER_OR_TEXT)
  @IsOptional()
  @numberOrText('amountPaid')
  amountPaid?: number | string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-11-25' })
  @IsOptional()
  @IsString({ message: 'تاريخ الفاتورة غير صالح' })
  invoiceDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-05' })
  @IsOptional()
  @IsString({ message: 'تاريخ الاستحقاق غير صالح' })
  dueDate?: string | null;

  @PhoneField()
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'town',
    description: 'The official tariff zone (town, village, or its Arabic name); blank keeps it (new: town)',
  })
  @IsOptional()
  @MaxLength(40, { message: 'المنطقة غير صالحة' })
  @IsString({ message: 'المنطقة غير صالحة' })
  zone?: string | null;

  // Computed by the server, never taken from a client: refused with COMPUTED_FIELD when sent.
  @RefusedField(computedFieldSent) totalAmount?: never;
  @RefusedField(computedFieldSent) customerNumber?: never;
  @RefusedField(computedFieldSent) totalAmountLbp?: never;
  @RefusedField(computedFieldSent) baseAmountLbp?: never;
  @RefusedField(computedFieldSent) tvaAmountLbp?: never;
  @RefusedField(computedFieldSent) exchangeRateUsed?: never;
  @RefusedField(computedFieldSent) subscriptionFee?: never;
  @RefusedField(computedFieldSent) consumption?: never;
  @RefusedField(computedFieldSent) energyAmount?: never;
  @RefusedField(computedFieldSent) baseAmount?: never;
  @RefusedField(computedFieldSent) vatAmount?: never;
  @RefusedField(computedFieldSent) outstandingBalance?: never;
  @RefusedField(computedFieldSent) arrears?: never;
  @RefusedField(computedFieldSent) isPaid?: never;
}

/** The add form: the fields, "add anyway" and the key that makes a retried request create once. */
export class CreateKwhCustomerDto extends IntersectionType(KwhCustomerFieldsDto, CreateOptionsDto) {}

export class KwhSearchDto {
  @ApiPropertyOptional({ description: 'Arabic-aware search over name, number, box and address' })
  @IsOptional()
  @MaxLength(200, { message: 'نص البحث طويل جداً' })
  @IsString()
  q?: string;
}

export class KwhNewMonthDto {
  @ApiPropertyOptional({ example: '2026-11' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}$/, { message: 'الشهر يجب أن يكون بصيغة YYYY-MM' })
  month?: string;
}
