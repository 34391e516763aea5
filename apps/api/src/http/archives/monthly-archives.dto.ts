import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MONTHLY_ARCHIVE_MAX_PAGE_SIZE } from '../../application/archives/list-monthly-archives.query';

// class-validator runs a property's checks bottom-up: the type check sits last so it answers first.
export class MonthlyArchivesQueryDto {
  @ApiPropertyOptional({ example: '2026-10', description: 'One month, YYYY-MM; every month without it.' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'الشهر غير صالح' })
  @IsString({ message: 'الشهر غير صالح' })
  month?: string;

  @ApiPropertyOptional({
    example: 'mahmoud-kwh',
    description: 'One billing system; every system without it.',
  })
  @IsOptional()
  @MaxLength(60, { message: 'نظام الفوترة غير معروف' })
  @IsString({ message: 'نظام الفوترة غير معروف' })
  system?: string;

  @ApiPropertyOptional({ description: 'Name, #number, box or address; Arabic-aware, every word must match.' })
  @IsOptional()
  @MaxLength(200, { message: 'نص البحث طويل جداً' })
  @IsString({ message: 'نص البحث غير صالح' })
  q?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @Max(1_000_000, { message: 'رقم الصفحة غير صالح' })
  @Min(1, { message: 'رقم الصفحة غير صالح' })
  @IsInt({ message: 'رقم الصفحة غير صالح' })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MONTHLY_ARCHIVE_MAX_PAGE_SIZE, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @Max(MONTHLY_ARCHIVE_MAX_PAGE_SIZE, { message: `حجم الصفحة لا يتجاوز ${MONTHLY_ARCHIVE_MAX_PAGE_SIZE}` })
  @Min(1, { message: 'حجم الصفحة غير صالح' })
  @IsInt({ message: 'حجم الصفحة غير صالح' })
  pageSize?: number;
}
