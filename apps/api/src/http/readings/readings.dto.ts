import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsObject, IsOptional, Min } from 'class-validator';
import { type JsonValue, MAX_IMPORT_ROWS } from '@kahraba/billing-domain';
import { CheckedAsSent } from '../common/dto/checked-as-sent.decorator';

/**
 * The pasted sheet (docs/business-rules.md#the-readings-workflow), one object per data row keyed by the
 * header as pasted (case and spacing do not matter). Each row is read and checked on its own; a bad row is
 * skipped with its reason, not refused as a whole.
 */
// Checked as sent: 20,000 rows are not copied into classes before the import reads them (bench).
@CheckedAsSent()
export class BulkUpdateReadingsDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
  })
  @IsObject({ each: true, message: 'كل سطر من القراءات يجب أن يكون كائناً' })
  @ArrayMaxSize(MAX_IMPORT_ROWS, { message: `الحد الأقصى ${MAX_IMPORT_ROWS} سطر` })
  // Checked first (bottom-up): a missing list says so.
  @IsArray({ message: 'يرجى إرسال القراءات (readings) كقائمة' })
  readings!: Record<string, JsonValue>[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'integer', minimum: 1 },
    description:
      'The row number the spreadsheet shows for each reading (header = row 1), as the sheet reader gives them; default: the header is row 1 and the readings follow it',
  })
  @IsOptional()
  @IsInt({ each: true, message: 'أرقام الصفوف (rowNumbers) يجب أن تكون أعداداً صحيحة' })
  @Min(1, { each: true, message: 'أرقام الصفوف (rowNumbers) تبدأ من 1' })
  @ArrayMaxSize(MAX_IMPORT_ROWS, { message: `الحد الأقصى ${MAX_IMPORT_ROWS} سطر` })
  @IsArray({ message: 'أرقام الصفوف (rowNumbers) يجب أن تكون قائمة' })
  rowNumbers?: number[];

  @ApiPropertyOptional({ description: 'Preview only: answer what the import would do, write nothing' })
  @IsOptional()
  @IsBoolean({ message: 'dryRun يجب أن يكون true أو false' })
  dryRun?: boolean;
}
