import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
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
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { AMPERE_PASTE_COLUMNS, MAX_IMPORT_ROWS } from '@kahraba/billing-domain';
import { IsTextOrNumber } from '../http/dto/text-or-number.validator';

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
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 3 }, { message: 'قيمة الأمبير يجب أن تكون رقماً' })
  @Min(0, { message: 'قيمة الأمبير لا يمكن أن تكون سالبة' })
  @Max(MAX_AMPERE, { message: 'قيمة الأمبير كبيرة جداً' })
  ampere!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Type(() => Number)
  @IsNumber(MONEY, { message: 'سعر الأمبير يجب أن يكون رقماً بخانتين عشريتين على الأكثر' })
  @Min(0, { message: 'سعر الأمبير لا يمكن أن يكون سالباً' })
  @Max(MAX_MONEY, { message: 'سعر الأمبير كبير جداً' })
  amperePrice?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'العنوان غير صالح' })
  @MaxLength(500, { message: 'العنوان طويل جداً' })
  address?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
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

export class UpdateAmpereRecordDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'الاسم مطلوب' })
  @IsNotEmpty({ message: 'الاسم مطلوب' })
  @MaxLength(200, { message: 'الاسم طويل جداً' })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'رقم العلبة غير صالح' })
  @MaxLength(50, { message: 'رقم العلبة طويل جداً' })
  box?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 3 }, { message: 'قيمة الأمبير يجب أن تكون رقماً' })
  @Min(0, { message: 'قيمة الأمبير لا يمكن أن تكون سالبة' })
  @Max(MAX_AMPERE, { message: 'قيمة الأمبير كبيرة جداً' })
  ampere?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Type(() => Number)
  @IsNumber(MONEY, { message: 'سعر الأمبير يجب أن يكون رقماً بخانتين عشريتين على الأكثر' })
  @Min(0, { message: 'سعر الأمبير لا يمكن أن يكون سالباً' })
  @Max(MAX_MONEY, { message: 'سعر الأمبير كبير جداً' })
  amperePrice?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'العنوان غير صالح' })
  @MaxLength(500, { message: 'العنوان طويل جداً' })
  address?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
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
  @Type(() => Number)
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
  @Type(() => Number)
  @IsNumber(MONEY, { message: 'السعر العام يجب أن يكون رقماً' })
  @Min(0, { message: 'السعر العام لا يمكن أن يكون سالباً' })
  @Max(MAX_MONEY, { message: 'السعر العام كبير جداً' })
  globalPrice!: number;

  @ApiProperty()
  @Type(() => Number)
  @IsNumber(MONEY, { message: 'السعر الخاص يجب أن يكون رقماً' })
  @Min(0, { message: 'السعر الخاص لا يمكن أن يكون سالباً' })
  @Max(MAX_MONEY, { message: 'السعر الخاص كبير جداً' })
  lowPrice!: number;
}

export class ListQueryDto {
  @IsOptional() @IsIn(SORTS, { message: 'ترتيب غير معروف' }) sort?: 'box' | 'number';
  @IsOptional() @IsString() @MaxLength(200, { message: 'نص البحث طويل جداً' }) q?: string;
}

export class InvoiceSelectionDto {
  @IsOptional() @Type(() => String) @IsString({ each: true }) @ArrayMaxSize(1000) box?: string[] | string;
  @IsOptional() @Type(() => String) @IsString({ each: true }) @ArrayMaxSize(MAX_IMPORT_ROWS) id?:
    string[] | string;
}

export class NewMonthDto {
  @ApiPropertyOptional({ example: '2026-11' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}$/, { message: 'الشهر يجب أن يكون بصيغة YYYY-MM' })
  month?: string;
}
