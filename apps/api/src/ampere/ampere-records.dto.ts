import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
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
  ValidateNested,
} from 'class-validator';
import { AMPERE_PASTE_COLUMNS, MAX_IMPORT_ROWS } from '@kahraba/billing-domain';
import { IsTextOrNumber } from '../http/dto/text-or-number.validator';
import { ToNumber } from '../http/dto/to-number.transform';

const MONEY = { maxDecimalPlaces: 2 };
const MAX_MONEY = 100_000_000;
const MAX_AMPERE = 10_000;

export class CreateAmpereRecordDto {
  @ApiProperty()
  @IsString({ message: 'الاسم مطلوب' })
  @IsNotEmpty({ message: 'الاسم مطلوب' })
  @MaxLength(200, { message: 'الاسم طويل جداً' })
  name!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'رقم العلبة غير صالح' })
  @MaxLength(50, { message: 'رقم العلبة طويل جداً' })
  box?: string | null;

  @ApiProperty()
  @ToNumber()
  @IsNumber({ maxDecimalPlaces: 3 }, { message: 'قيمة الأمبير يجب أن تكون رقماً' })
  @Min(0, { message: 'قيمة الأمبير لا يمكن أن تكون سالبة' })
  @Max(MAX_AMPERE, { message: 'قيمة الأمبير كبيرة جداً' })
  ampere!: number;

  @ApiPropertyOptional()
  @IsOptional()
  // Blank or null: no price of its own, the threshold price applies (spec 000 §9).
  @ValidateIf((_, value) => value !== null && value !== '')
  @ToNumber()
  @IsNumber(MONEY, { message: 'سعر الأمبير يجب أن يكون رقماً بخانتين عشريتين على الأكثر' })
  @Min(0, { message: 'سعر الأمبير لا يمكن أن يكون سالباً' })
  @Max(MAX_MONEY, { message: 'سعر الأمبير كبير جداً' })
  amperePrice?: number | '' | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'العنوان غير صالح' })
  @MaxLength(500, { message: 'العنوان طويل جداً' })
  address?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @ToNumber()
  @IsNumber(MONEY, { message: 'المبلغ المدفوع يجب أن يكون رقماً' })
  @Min(0, { message: 'المبلغ المدفوع لا يمكن أن يكون سالباً' })
  @Max(MAX_MONEY, { message: 'المبلغ المدفوع كبير جداً' })
  amountPaid?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'حالة الدفع غير صالحة' })
  isPaid?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_, value) => value !== null && value !== '')
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'تاريخ الاستحقاق غير صالح' })
  dueDate?: string | null;
}

/** Any subset of the create fields (an inline edit sends one). */
export class UpdateAmpereRecordDto extends PartialType(CreateAmpereRecordDto) {}

export class BulkAmpereRecordDto {
  @IsOptional() @IsTextOrNumber(200, { message: 'الاسم غير صالح' }) name?: string | number | null;
  @IsOptional() @IsTextOrNumber(50, { message: 'رقم العلبة غير صالح' }) box?: string | number | null;
  @IsOptional() @IsTextOrNumber(50, { message: 'قيمة الأمبير غير صالحة' }) ampere?: string | number | null;
  @IsOptional() @IsTextOrNumber(50, { message: 'السعر غير صالح' }) amperePrice?: string | number | null;
  @IsOptional() @IsTextOrNumber(500, { message: 'العنوان غير صالح' }) address?: string | number | null;
  @IsOptional() @IsTextOrNumber(50, { message: 'المبلغ المدفوع غير صالح' }) amountPaid?:
    string | number | null;
}

export class BulkAmpereRecordsDto {
  @ApiProperty({ type: [BulkAmpereRecordDto] })
  @IsArray({ message: 'السجلات يجب أن تكون قائمة' })
  @ArrayMaxSize(MAX_IMPORT_ROWS, { message: `الحد الأقصى ${MAX_IMPORT_ROWS} سطر` })
  @ValidateNested({ each: true })
  @Type(() => BulkAmpereRecordDto)
  records!: BulkAmpereRecordDto[];
}

export class ImportPreviewDto {
  @ApiProperty()
  @IsString({ message: 'يرجى لصق البيانات' })
  @MaxLength(10_000_000, { message: 'النص كبير جداً' })
  text!: string;
}

const SORTS = ['box', 'number'] as const;

export class ColumnPasteDto {
  @ApiProperty({ enum: AMPERE_PASTE_COLUMNS.map((column) => column.key) })
  @IsIn(AMPERE_PASTE_COLUMNS.map((column) => column.key), { message: 'عمود غير معروف' })
  column!: string;

  @ApiProperty({ type: [String] })
  @IsArray({ message: 'يرجى لصق البيانات' })
  @ArrayMaxSize(MAX_IMPORT_ROWS, { message: `الحد الأقصى ${MAX_IMPORT_ROWS} سطر` })
  @IsString({ each: true, message: 'القيم يجب أن تكون نصوصاً' })
  @MaxLength(500, { each: true, message: 'قيمة طويلة جداً' })
  data!: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'رقم صف البداية يجب أن يكون عدداً صحيحاً' })
  @Min(0, { message: 'رقم صف البداية يجب أن يكون 0 أو أكثر' })
  startIndex?: number;

  @ApiPropertyOptional({ enum: SORTS })
  @IsOptional()
  @IsIn(SORTS, { message: 'ترتيب غير معروف' })
  sort?: 'box' | 'number';
}

export class UpdatePricesDto {
  @ApiProperty()
  @ToNumber()
  @IsNumber(MONEY, { message: 'السعر العام يجب أن يكون رقماً' })
  @Min(0, { message: 'السعر العام لا يمكن أن يكون سالباً' })
  @Max(MAX_MONEY, { message: 'السعر العام كبير جداً' })
  globalPrice!: number;

  @ApiProperty()
  @ToNumber()
  @IsNumber(MONEY, { message: 'السعر الخاص يجب أن يكون رقماً' })
  @Min(0, { message: 'السعر الخاص لا يمكن أن يكون سالباً' })
  @Max(MAX_MONEY, { message: 'السعر الخاص كبير جداً' })
  lowPrice!: number;
}

export class ListQueryDto {
  @IsOptional() @IsIn(SORTS, { message: 'ترتيب غير معروف' }) sort?: 'box' | 'number';
  @IsOptional() @IsString() @MaxLength(200, { message: 'نص البحث طويل جداً' }) q?: string;
}

/** `?box=5` arrives as a string, `?box=5&box=7` as a list: both are read as a list. */
const asList = Transform(({ value }: { value: unknown }) => (value === undefined ? value : [value].flat()));

export class InvoiceSelectionDto {
  @IsOptional()
  @asList
  @IsArray()
  @ArrayMaxSize(1000, { message: 'عدد العلب كبير جداً' })
  @IsString({ each: true, message: 'رقم العلبة غير صالح' })
  box?: string[];

  @IsOptional()
  @asList
  @IsArray()
  @ArrayMaxSize(MAX_IMPORT_ROWS, { message: `الحد الأقصى ${MAX_IMPORT_ROWS} فاتورة` })
  @IsUUID('all', { each: true, message: 'معرّف غير صالح' })
  id?: string[];
}

export class NewMonthDto {
  @ApiPropertyOptional({ example: '2026-11' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}$/, { message: 'الشهر يجب أن يكون بصيغة YYYY-MM' })
  month?: string;
}
