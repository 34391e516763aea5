import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@kahraba/billing-domain';

/** What an add form sends beside the fields, for a customer of any system. */
export class CreateOptionsDto {
  @ApiPropertyOptional({ description: 'Add even when a live customer has the same name and box.' })
  @IsOptional()
  @IsBoolean({ message: 'قيمة «إضافة على أي حال» غير صالحة' })
  force?: boolean;

  @ApiPropertyOptional({
    description: 'The same key again answers the customer it created (also the Idempotency-Key header).',
  })
  @IsOptional()
  @MaxLength(IDEMPOTENCY_KEY_MAX_LENGTH, { message: 'مفتاح منع التكرار غير صالح' })
  @IsNotEmpty({ message: 'مفتاح منع التكرار غير صالح' })
  @IsString({ message: 'مفتاح منع التكرار غير صالح' })
  idempotencyKey?: string;
}
