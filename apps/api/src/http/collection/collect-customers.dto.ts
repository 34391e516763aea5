import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class CollectCustomersQueryDto {
  @ApiProperty({ description: 'ampere, or a metered system of billing_systems', example: 'ampere' })
  @MaxLength(100, { message: 'نظام الفوترة غير معروف' })
  @IsString({ message: 'يرجى اختيار النظام' })
  @IsNotEmpty({ message: 'يرجى اختيار النظام' })
  system!: string;
}
