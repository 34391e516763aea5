import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class TableViewQueryDto {
  @ApiPropertyOptional({ description: 'Name, #number, box or address; Arabic-aware, every word must match.' })
  @IsOptional()
  @MaxLength(200, { message: 'نص البحث طويل جداً' })
  @IsString({ message: 'نص البحث غير صالح' })
  q?: string;
}
