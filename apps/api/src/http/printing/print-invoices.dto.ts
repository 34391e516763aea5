import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MAX_PRINT_INVOICES, PRINT_YEAR_MAX, PRINT_YEAR_MIN } from '@kahraba/billing-domain';

const TOO_MANY = `الحد الأقصى ${MAX_PRINT_INVOICES} فاتورة في المرة الواحدة`;
const MONTH = 'الشهر يجب أن يكون رقماً صحيحاً من 1 إلى 12';
const CLOSED_MONTH = 'الشهر المغلق غير صالح';
const YEAR = `السنة يجب أن تكون رقماً صحيحاً من ${PRINT_YEAR_MIN} إلى ${PRINT_YEAR_MAX}`;

// class-validator reports the first failure bottom-up: presence and type checks sit last.

/** Whom to print (CONTRACT-9): ids, or a stored selection, or boxes; optionally the month printed. */
export class PrintInvoicesDto {
  @ApiProperty({ example: 'ampere', description: "'ampere' or a metered system's id" })
  @MaxLength(50, { message: 'نوع العملاء غير صالح' })
  @IsNotEmpty({ message: 'نوع العملاء مطلوب' })
  @IsString({ message: 'نوع العملاء مطلوب' })
  type!: string;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_PRINT_INVOICES })
  @IsOptional()
  @IsUUID('all', { each: true, message: 'معرّف عميل غير صالح' })
  @ArrayMaxSize(MAX_PRINT_INVOICES, { message: TOO_MANY })
  @IsArray({ message: 'قائمة العملاء غير صالحة' })
  ids?: string[];

  @ApiPropertyOptional({ format: 'uuid', description: 'a stored selection (POST /api/print-selections)' })
  @IsOptional()
  @IsUUID('all', { message: 'معرّف قائمة الطباعة غير صالح' })
  selectionId?: string;

  @ApiPropertyOptional({ type: [String], description: 'whole boxes; "" is the customers without a box' })
  @IsOptional()
  @MaxLength(50, { each: true, message: 'رقم العلبة غير صالح' })
  @IsString({ each: true, message: 'رقم العلبة غير صالح' })
  @ArrayMaxSize(1000, { message: 'عدد العلب كبير جداً' })
  @IsArray({ message: 'قائمة العلب غير صالحة' })
  boxes?: string[];

  @ApiPropertyOptional({ minimum: 1, maximum: 12, description: 'the month printed on the invoices' })
  @IsOptional()
  @Max(12, { message: MONTH })
  @Min(1, { message: MONTH })
  @IsInt({ message: MONTH })
  month?: number;

  @ApiPropertyOptional({ minimum: PRINT_YEAR_MIN, maximum: PRINT_YEAR_MAX })
  @IsOptional()
  @Max(PRINT_YEAR_MAX, { message: YEAR })
  @Min(PRINT_YEAR_MIN, { message: YEAR })
  @IsInt({ message: YEAR })
  year?: number;

  @ApiPropertyOptional({
    example: '2026-11',
    description:
      'A month the system closed (GET /api/{type}-closed-months): its invoices as the close kept them, ' +
      'from the monthly archive; printed as that month (month and year are not used). ' +
      'Without ids, selectionId or boxes: every customer the month billed.',
  })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: CLOSED_MONTH })
  @IsString({ message: CLOSED_MONTH })
  closedMonth?: string;
}

/** A selection too long for a URL, stored for the print window (24 hours). */
export class CreatePrintSelectionDto {
  @ApiProperty({ example: 'ampere' })
  @MaxLength(50, { message: 'نوع العملاء غير صالح' })
  @IsNotEmpty({ message: 'نوع العملاء مطلوب' })
  @IsString({ message: 'نوع العملاء مطلوب' })
  type!: string;

  @ApiProperty({ type: [String], maxItems: MAX_PRINT_INVOICES })
  @IsUUID('all', { each: true, message: 'معرّف عميل غير صالح' })
  @ArrayMaxSize(MAX_PRINT_INVOICES, { message: TOO_MANY })
  @IsArray({ message: 'قائمة العملاء غير صالحة' })
  @IsDefined({ message: 'قائمة العملاء مطلوبة' })
  ids!: string[];
}
