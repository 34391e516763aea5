import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AMPERE_FIELD_LABELS } from '@kahraba/billing-domain';
import { numberFieldMessage } from '../common/dto/number-field.message';
import { ToNumber } from '../common/dto/to-number.transform';

export class RecordTableQueryDto {
  @ApiPropertyOptional({ description: 'Name, #number, box or address; Arabic-aware, every word must match.' })
  @IsOptional()
  @MaxLength(200, { message: 'نص البحث طويل جداً' })
  @IsString({ message: 'نص البحث غير صالح' })
  q?: string;
}

// class-validator runs a property's checks bottom-up: the presence and type checks sit last so that a
// missing or non-numeric value says so first. The original product read non-numeric text as 0; we refuse it
// naming the field (the house rule: text is never silently 0).
export class PaidAmountDto {
  @ApiProperty({ description: 'Dollars, at most 2 decimals; text such as "12,5" or "١٢٫٥" is read too.' })
  @ToNumber()
  @Max(100_000_000, { message: 'المبلغ المدفوع كبير جداً' })
  @Min(0, { message: 'المبلغ المدفوع لا يمكن أن يكون سالباً' })
  @IsNumber(
    { maxDecimalPlaces: 2 },
    { message: numberFieldMessage(AMPERE_FIELD_LABELS.amountPaid, 'المبلغ المدفوع يجب أن يكون رقماً') },
  )
  @IsDefined({ message: 'المبلغ المدفوع مطلوب' })
  amountPaid!: number;
}
