import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  readTariffDieselPrice,
  readTariffExchangeRate,
  readTariffFixedFees,
  readTariffKwhPrices,
} from '@kahraba/billing-domain';
import type { OfficialTariffInput } from '../../application/tariffs/set-official-tariff.command';
import { numberOrText, TypedField } from '../common/dto/typed-field.decorator';

const MONTH_MESSAGE = 'الشهر غير صالح: يرجى كتابته بالشكل YYYY-MM';

// Each price is read by its reader (the domain's, with the one number reader), which answers in Arabic
// naming the field; the handler reads the whole tariff (officialTariffFromInput).
export class OfficialTariffDto implements OfficialTariffInput {
  @TypedField(
    {
      description: 'LBP per kWh by zone (town: towns and below 700 m; village: villages and above 700 m)',
      type: 'object',
      additionalProperties: { oneOf: [{ type: 'number' }, { type: 'string' }] },
      example: { town: 32790, village: 36069 },
    },
    readTariffKwhPrices,
    { readWhenAbsent: true },
  )
  kwhPriceLbp!: Record<string, number>;

  @TypedField(
    {
      description: 'The fixed monthly part in LBP: 5 A, 10 A and each further 5 A',
      type: 'object',
      additionalProperties: { oneOf: [{ type: 'number' }, { type: 'string' }] },
      example: { 5: 385000, 10: 685000, perExtra5A: 300000 },
    },
    readTariffFixedFees,
    { readWhenAbsent: true },
  )
  fixedFeesLbp!: Record<string, number>;

  @TypedField(
    numberOrText({ description: 'The month’s LBP per USD the tariff was built on', example: 89700 }),
    readTariffExchangeRate,
    { readWhenAbsent: true },
  )
  exchangeRate!: number;

  @TypedField(
    numberOrText({ description: 'LBP per 20 L of diesel the tariff was built on', example: 1542785 }),
    readTariffDieselPrice,
    { readWhenAbsent: true },
  )
  dieselPrice20LLbp!: number;

  @ApiPropertyOptional({ description: 'Where it was published', example: 'وزارة الطاقة والمياه' })
  @IsOptional()
  @IsString({ message: 'المصدر: يرجى إدخال نص' })
  @MaxLength(300, { message: 'المصدر: 300 حرف على الأكثر' })
  source?: string;
}

export class ApplyOfficialTariffDto {
  @ApiProperty({ description: 'A metered group (mahmoud-kwh, baydawi-kwh, kwh, …) or all', example: 'kwh' })
  @MaxLength(100, { message: 'نظام الفوترة غير معروف' })
  @IsString({ message: 'يرجى اختيار النظام' })
  @IsNotEmpty({ message: 'يرجى اختيار النظام' })
  system!: string;
}

export class ComplianceQueryDto {
  @ApiProperty({ description: 'YYYY-MM', example: '2025-07' })
  @Matches(/^\d{4}-\d{2}$/, { message: MONTH_MESSAGE })
  @IsString({ message: MONTH_MESSAGE })
  month!: string;

  @ApiPropertyOptional({ description: 'One billing system; every system when left out', example: 'kwh' })
  @IsOptional()
  @MaxLength(100, { message: 'نظام الفوترة غير معروف' })
  @IsString({ message: 'نظام الفوترة غير معروف' })
  system?: string;
}
