import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { GENERATOR_COST_KINDS, GENERATOR_NAME_MAX_LENGTH } from '@kahraba/billing-domain';

// The fields are read by the domain (readGeneratorInput, readGeneratorCostInput), which refuses each in
// Arabic naming the field; the DTO only names them, so a field of another name is refused.

export class GeneratorDto {
  @ApiProperty({ type: String, maxLength: GENERATOR_NAME_MAX_LENGTH, example: 'المولد الكبير' })
  @Allow()
  name?: string;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'Power in kVA, above zero, up to 2 decimals',
    example: 500,
  })
  @Allow()
  kva?: number | string;
}

export class GeneratorChangesDto {
  @ApiPropertyOptional({ type: String, maxLength: GENERATOR_NAME_MAX_LENGTH })
  @Allow()
  name?: string;

  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }], description: 'Power in kVA' })
  @Allow()
  kva?: number | string;
}

export class GeneratorCostDto {
  @ApiProperty({
    type: String,
    format: 'date',
    description: 'The day, not after today',
    example: '2026-11-03',
  })
  @Allow()
  day?: string;

  @ApiProperty({ enum: GENERATOR_COST_KINDS, enumName: 'GeneratorCostKind' })
  @Allow()
  kind?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @Allow()
  generatorId?: string | null;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'Litres of diesel (required for diesel)',
  })
  @Allow()
  litres?: number | string | null;

  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }], description: 'Running hours' })
  @Allow()
  hours?: number | string | null;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'Dollars to the cent; exactly one of amountUsd, amountLbp',
  })
  @Allow()
  amountUsd?: number | string | null;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'Whole pounds, stored as typed',
  })
  @Allow()
  amountLbp?: number | string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @Allow()
  note?: string | null;
}

/** A sheet's row: its cells by column, as the sheet reader read them. */
export class GeneratorCostSheetRowDto {
  @ApiPropertyOptional({ type: String }) day?: string;
  @ApiPropertyOptional({ type: String, description: 'diesel, maintenance, other (or their Arabic names)' })
  kind?: string;
  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }] }) litres?: number | string;
  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }] }) hours?: number | string;
  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }] }) amount?: number | string;
  @ApiPropertyOptional({ type: String, description: 'USD (default) or LBP' }) currency?: string;
  @ApiPropertyOptional({ type: String }) note?: string;
}

export class ImportGeneratorCostsDto {
  @ApiProperty({ type: [GeneratorCostSheetRowDto], maxItems: 2000 })
  @Allow()
  rows?: GeneratorCostSheetRowDto[];
}
