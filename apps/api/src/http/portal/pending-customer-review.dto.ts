import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The system the new customer joins (any `billing_systems` id). */
export class ApprovePendingCustomerDto {
  @ApiProperty({ example: 'ampere', description: "ampere, kwh, mahmoud-kwh, baydawi-kwh or any system's id" })
  @MaxLength(60, { message: 'نظام الفوترة غير معروف' })
  @IsNotEmpty({ message: 'يرجى اختيار النظام الذي ينضم إليه العميل' })
  @IsString({ message: 'يرجى اختيار النظام الذي ينضم إليه العميل' })
  system!: string;
}
