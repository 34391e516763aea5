import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Min,
} from 'class-validator';
import {
  KWH_IMPORT_COLUMNS,
  KWH_PASTE_COLUMNS,
  type NumberText,
  readBulkPriceLbpText,
  readBulkPriceText,
} from '@kahraba/billing-domain';
import { importCellsOf } from '../common/dto/import-cells';
import { CheckedAsSent } from '../common/dto/checked-as-sent.decorator';
import { DryRunFlag, ImportRecordsList, PastedLines } from '../common/dto/bulk-lists.decorator';
import { numberFieldMessage } from '../common/dto/number-field.message';
import { ToNumber } from '../common/dto/to-number.transform';
import { numberOrText, TypedField } from '../common/dto/typed-field.decorator';

const CELL: ApiPropertyOptions = { oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true };

/** One bulk row as documented; the rows are checked together by AreImportRows. */
export class KwhBulkRecordDto {
  @ApiPropertyOptional(CELL) name?: string | number | null;
  @ApiPropertyOptional(CELL) box?: string | number | null;
  @ApiPropertyOptional(CELL) address?: string | number | null;
  @ApiPropertyOptional(CELL) ampere?: string | number | null;
  @ApiPropertyOptional(CELL) previousKwh?: string | number | null;
  @ApiPropertyOptional(CELL) currentKwh?: string | number | null;
  @ApiPropertyOptional(CELL) pricePerKwh?: string | number | null;
  @ApiPropertyOptional(CELL) insurance?: string | number | null;
  @ApiPropertyOptional(CELL) amountPaid?: string | number | null;
  /** docs/customer-imports.md: read by the one phone reader; blank keeps the phone on file. */
  @ApiPropertyOptional(CELL) phone?: string | number | null;
  /** Tells repeated rows apart only: a row giving an earlier row's number is refused. */
  @ApiPropertyOptional(CELL) customerNumber?: string | number | null;
  /** docs/official-tariff.md#zones: town or village, in Arabic or English; blank keeps it (new: town). */
  @ApiPropertyOptional(CELL) zone?: string | number | null;
}

@CheckedAsSent()
export class KwhBulkRecordsDto {
  @ApiProperty({ type: [KwhBulkRecordDto] })
  @ImportRecordsList(importCellsOf(KWH_IMPORT_COLUMNS))
  records!: KwhBulkRecordDto[];
}

const PASTE_COLUMNS = KWH_PASTE_COLUMNS.map((column) => column.key);

export class KwhColumnPasteDto {
  @ApiProperty({ enum: PASTE_COLUMNS })
  @IsIn(PASTE_COLUMNS, { message: 'عمود غير معروف' })
  column!: string;

  @ApiProperty({ type: [String], description: 'One string per pasted line; empty lines are dropped.' })
  @PastedLines()
  values!: string[];

  @ApiPropertyOptional({ description: 'The first customer to receive a value, from 1 (display order).' })
  @IsOptional()
  @ToNumber()
  @Min(1, { message: 'رقم صف البداية يجب أن يكون 1 أو أكثر' })
  @IsInt({ message: numberFieldMessage('رقم صف البداية', 'رقم صف البداية يجب أن يكون عدداً صحيحاً') })
  startRow?: number;

  @ApiPropertyOptional({ description: 'Answer which customer would receive which value, writing nothing.' })
  @DryRunFlag()
  dryRun?: boolean;
}

export class UpdateKwhPricesDto {
  @TypedField(
    numberOrText({
      required: false,
      description: 'USD per kWh, > 0, up to 4 decimals (read by the one number reader); or pricePerKwhLbp',
    }),
    readBulkPriceText,
  )
  pricePerKwh?: NumberText | null;

  @TypedField(
    numberOrText({
      required: false,
      description:
        'LBP per kWh, whole pounds > 0, converted at the stored rate to USD (half away from zero, 4 decimals); or pricePerKwh',
    }),
    readBulkPriceLbpText,
  )
  pricePerKwhLbp?: NumberText | null;

  @ApiPropertyOptional({ type: [String], description: 'Only these customers of the system; all when absent' })
  @IsOptional()
  @ArrayMaxSize(20_000, { message: 'عدد العملاء المحددين أكبر من المسموح' })
  @ArrayNotEmpty({ message: 'يرجى تحديد العملاء' })
  @IsString({ each: true, message: 'قائمة العملاء المحددين غير صالحة' })
  @IsArray({ message: 'قائمة العملاء المحددين غير صالحة' })
  ids?: string[];
}
