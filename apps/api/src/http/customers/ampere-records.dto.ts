import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  AMPERE_FIELD_LABELS,
  AMPERE_IMPORT_COLUMNS,
  AMPERE_PASTE_COLUMNS,
  isBlankNumber,
  MAX_IMPORT_ROWS,
} from '@kahraba/billing-domain';
import { IsCalendarDate } from '../common/dto/calendar-date.validator';
import { CreateOptionsDto } from '../common/dto/create-options.dto';
import { PhoneField } from '../common/dto/phone-field.decorator';
import { importCellsOf } from '../common/dto/import-cells';
import { numberFieldMessage } from '../common/dto/number-field.message';
import { CheckedAsSent } from '../common/dto/checked-as-sent.decorator';
import { DryRunFlag, ImportRecordsList, PastedLines } from '../common/dto/bulk-lists.decorator';
import { ToNumber } from '../common/dto/to-number.transform';

const MONEY = { maxDecimalPlaces: 2 };
const MAX_MONEY = 100_000_000;
const MAX_AMPERE = 10_000;

// class-validator runs a property's checks bottom-up and, with stopAtFirstError, reports the first
// failure: the presence and type checks sit last so that a missing or non-numeric value says so,
// rather than "too large".

/** The fields of a customer, as the add form and the edit dialog send them. */
class AmpereRecordFieldsDto {
  @ApiProperty()
  @MaxLength(200, { message: 'الاسم طويل جداً' })
  @IsNotEmpty({ message: 'الاسم مطلوب' })
  @IsString({ message: 'الاسم مطلوب' })
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @MaxLength(50, { message: 'رقم العلبة طويل جداً' })
  @IsString({ message: 'رقم العلبة غير صالح' })
  box?: string | null;

  @ApiProperty()
  @ToNumber()
  @Max(MAX_AMPERE, { message: 'قيمة الأمبير كبيرة جداً' })
  @Min(0, { message: 'قيمة الأمبير لا يمكن أن تكون سالبة' })
  @IsNumber(
    { maxDecimalPlaces: 3 },
    { message: numberFieldMessage(AMPERE_FIELD_LABELS.ampere, 'قيمة الأمبير يجب أن تكون رقماً') },
  )
  @IsDefined({ message: 'قيمة الأمبير مطلوبة' })
  ampere!: number;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    description: 'Blank or null: the automatic price; text is read as a number (١٢٫٥, 12,5).',
  })
  @IsOptional()
  // Blank or null: no price of its own, the threshold price applies
  // (docs/business-rules.md#invoice-numbers-and-the-month-billed).
  @ValidateIf((_, value) => !isBlankNumber(value))
  @ToNumber()
  @Max(MAX_MONEY, { message: 'سعر الأمبير كبير جداً' })
  @Min(0, { message: 'سعر الأمبير لا يمكن أن يكون سالباً' })
  @IsNumber(MONEY, {
    message: numberFieldMessage(
      AMPERE_FIELD_LABELS.amperePrice,
      'سعر الأمبير يجب أن يكون رقماً بخانتين عشريتين على الأكثر',
    ),
  })
  amperePrice?: number | '' | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @MaxLength(500, { message: 'العنوان طويل جداً' })
  @IsString({ message: 'العنوان غير صالح' })
  address?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @ToNumber()
  @Max(MAX_MONEY, { message: 'المبلغ المدفوع كبير جداً' })
  @Min(0, { message: 'المبلغ المدفوع لا يمكن أن يكون سالباً' })
  @IsNumber(MONEY, {
    message: numberFieldMessage(AMPERE_FIELD_LABELS.amountPaid, 'المبلغ المدفوع يجب أن يكون رقماً'),
  })
  amountPaid?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'حالة الدفع غير صالحة' })
  isPaid?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-05' })
  // The form sends blank text for no due date.
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsOptional()
  // A real day of the calendar: '2026-02-31' would otherwise reach PostgreSQL and fail there.
  @IsCalendarDate({ message: 'تاريخ الاستحقاق غير صالح' })
  dueDate?: string | null;

  @PhoneField()
  phone?: string | null;
}

/** The add form: the fields, "add anyway" and the key that makes a retried request create once. */
export class CreateAmpereRecordDto extends IntersectionType(AmpereRecordFieldsDto, CreateOptionsDto) {}

/** Any subset of the fields (an inline edit sends one). */
export class UpdateAmpereRecordDto extends PartialType(AmpereRecordFieldsDto) {}

/** One bulk row as documented; the rows are checked together by AreImportRows. */
export class BulkAmpereRecordDto {
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true })
  name?: string | number | null;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true })
  box?: string | number | null;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true })
  ampere?: string | number | null;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true })
  amperePrice?: string | number | null;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true })
  address?: string | number | null;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true })
  amountPaid?: string | number | null;
  /** docs/customer-imports.md: read by the one phone reader; blank keeps the phone on file. */
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true })
  phone?: string | number | null;
  /** Tells repeated rows apart only: a row giving an earlier row's number is refused. */
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true })
  customerNumber?: string | number | null;
}

@CheckedAsSent()
export class BulkAmpereRecordsDto {
  @ApiProperty({ type: [BulkAmpereRecordDto] })
  @ImportRecordsList(importCellsOf(AMPERE_IMPORT_COLUMNS))
  records!: BulkAmpereRecordDto[];
}

export class ImportPreviewDto {
  @ApiProperty()
  @MaxLength(10_000_000, { message: 'النص كبير جداً' })
  @IsString({ message: 'يرجى لصق البيانات' })
  text!: string;
}

const SORTS = ['box', 'number'] as const;

export class ColumnPasteDto {
  @ApiProperty({ enum: AMPERE_PASTE_COLUMNS.map((column) => column.key) })
  @IsIn(AMPERE_PASTE_COLUMNS.map((column) => column.key), { message: 'عمود غير معروف' })
  column!: string;

  @ApiProperty({ type: [String] })
  @PastedLines()
  data!: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @ToNumber()
  @Min(0, { message: 'رقم صف البداية يجب أن يكون 0 أو أكثر' })
  @IsInt({ message: numberFieldMessage('رقم صف البداية', 'رقم صف البداية يجب أن يكون عدداً صحيحاً') })
  startIndex?: number;

  @ApiPropertyOptional({ enum: SORTS, enumName: 'AmpereSort' })
  @IsOptional()
  @IsIn(SORTS, { message: 'ترتيب غير معروف' })
  sort?: 'box' | 'number';

  @ApiPropertyOptional({ description: 'Answer which customer would receive which value, writing nothing.' })
  @DryRunFlag()
  dryRun?: boolean;
}

export class UpdatePricesDto {
  @ApiProperty()
  @ToNumber()
  @Max(MAX_MONEY, { message: 'السعر العام كبير جداً' })
  @Min(0, { message: 'السعر العام لا يمكن أن يكون سالباً' })
  @IsNumber(MONEY, { message: numberFieldMessage('السعر العام', 'السعر العام يجب أن يكون رقماً') })
  @IsDefined({ message: 'السعر العام مطلوب' })
  globalPrice!: number;

  @ApiProperty()
  @ToNumber()
  @Max(MAX_MONEY, { message: 'السعر الخاص كبير جداً' })
  @Min(0, { message: 'السعر الخاص لا يمكن أن يكون سالباً' })
  @IsNumber(MONEY, { message: numberFieldMessage('السعر الخاص', 'السعر الخاص يجب أن يكون رقماً') })
  @IsDefined({ message: 'السعر الخاص مطلوب' })
  lowPrice!: number;

  @ApiPropertyOptional({
    description: 'Re-price customers with a price of their own too (default: they keep it).',
  })
  @IsOptional()
  @IsBoolean({ message: 'قيمة «تحديث الأسعار الخاصة أيضاً» غير صالحة' })
  includeCustomPrices?: boolean;
}

export class ListQueryDto {
  @ApiPropertyOptional({ enum: SORTS, enumName: 'AmpereSort' })
  @IsOptional()
  @IsIn(SORTS, { message: 'ترتيب غير معروف' })
  sort?: 'box' | 'number';

  @ApiPropertyOptional({ description: 'Arabic-aware search over name, number, box and address' })
  @IsOptional()
  @MaxLength(200, { message: 'نص البحث طويل جداً' })
  @IsString()
  q?: string;
}

/** `?box=5` arrives as a string, `?box=5&box=7` as a list: both are read as a list. */
const asList = Transform(({ value }: { value: unknown }) => (value === undefined ? value : [value].flat()));

export class InvoiceSelectionDto {
  @ApiPropertyOptional({ type: [String], description: 'Only the customers of these boxes (box=…&box=…)' })
  @IsOptional()
  @asList
  @IsString({ each: true, message: 'رقم العلبة غير صالح' })
  @ArrayMaxSize(1000, { message: 'عدد العلب كبير جداً' })
  @IsArray()
  box?: string[];

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Only these customers (id=…&id=…)' })
  @IsOptional()
  @asList
  @IsUUID('all', { each: true, message: 'معرّف غير صالح' })
  @ArrayMaxSize(MAX_IMPORT_ROWS, { message: `الحد الأقصى ${MAX_IMPORT_ROWS} فاتورة` })
  @IsArray()
  id?: string[];
}

export class NewMonthDto {
  @ApiPropertyOptional({ example: '2026-11' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}$/, { message: 'الشهر يجب أن يكون بصيغة YYYY-MM' })
  month?: string;
}
