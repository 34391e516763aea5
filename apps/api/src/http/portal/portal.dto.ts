import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import type { MeterType } from '@kahraba/persistence';
import { ToNumber } from '../common/dto/to-number.transform';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** At least 6 digits (ASCII or Arabic-Indic) among spaces, +, -, /, dots and parentheses (03/123456). */
const PHONE =
  /^(?=(?:[^0-9\u0660-\u0669\u06f0-\u06f9]*[0-9\u0660-\u0669\u06f0-\u06f9]){6})[0-9\u0660-\u0669\u06f0-\u06f9+\-()./\s]+$/;

const METER_TYPES: readonly MeterType[] = ['meter', 'cutoff'];
const MAX_AMPERE_REQUESTED = 1000;

// class-validator runs a property's checks bottom-up and reports the first failure: the type and
// required checks sit last so that a missing field says it is required.

/** Both fields are required (docs/customer-portal.md). */
export class CustomerPortalSearchDto {
  @ApiProperty({ example: 'INV-1000-2026', description: "'1000', '#1000', 'INV-1000' or 'INV-1000-2026'" })
  @Transform(trimmed)
  @MaxLength(20, { message: 'رقم العميل غير صالح' })
  @IsNotEmpty({ message: 'رقم العميل مطلوب' })
  @IsString({ message: 'رقم العميل مطلوب' })
  id!: string;

  @ApiProperty({ description: 'The name as on the invoice; it may be approximate.' })
  @Transform(trimmed)
  @MaxLength(200, { message: 'الاسم طويل جداً' })
  // One letter would match nearly every name: the number alone must never reveal a bill.
  @MinLength(2, { message: 'يرجى كتابة الاسم كما يظهر على الفاتورة' })
  @IsNotEmpty({ message: 'الاسم مطلوب' })
  @IsString({ message: 'الاسم مطلوب' })
  name!: string;
}

/** The registration form's rules and messages (docs/business-rules.md#registrations). */
export class RegisterPendingCustomerDto {
  @ApiProperty()
  @Transform(trimmed)
  @MaxLength(200, { message: 'الاسم طويل جداً' })
  @IsNotEmpty({ message: 'الاسم مطلوب' })
  @IsString({ message: 'الاسم مطلوب' })
  name!: string;

  @ApiProperty({ example: '+961 3 123 456' })
  @Transform(trimmed)
  @Matches(PHONE, { message: 'رقم الهاتف غير صالح' })
  @MaxLength(30, { message: 'رقم الهاتف طويل جداً' })
  @IsNotEmpty({ message: 'رقم الهاتف مطلوب' })
  @IsString({ message: 'رقم الهاتف مطلوب' })
  phone!: string;

  @ApiProperty()
  @Transform(trimmed)
  @MaxLength(500, { message: 'العنوان طويل جداً' })
  @IsNotEmpty({ message: 'العنوان مطلوب' })
  @IsString({ message: 'العنوان مطلوب' })
  address!: string;

  @ApiProperty({ minimum: 1, maximum: MAX_AMPERE_REQUESTED })
  @ToNumber()
  @Max(MAX_AMPERE_REQUESTED, { message: 'عدد الأمبيرات المطلوبة كبير جداً' })
  @Min(1, { message: 'عدد الأمبيرات المطلوبة مطلوب' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'عدد الأمبيرات المطلوبة مطلوب' })
  ampereRequested!: number;

  @ApiProperty({ enum: METER_TYPES })
  @IsIn(METER_TYPES, { message: 'نوع الخدمة مطلوب' })
  meterType!: MeterType;
}
