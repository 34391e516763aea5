import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  GENERATOR_COST_KINDS,
  GENERATOR_NAME_MAX_LENGTH,
  MAX_GENERATOR_COST_IMPORT_ROWS,
  readCostAmountLbp,
  readCostAmountUsd,
  readCostDay,
  readCostGeneratorId,
  readCostHours,
  readCostKind,
  readCostLitres,
  readCostNote,
  readGeneratorCostSheetRows,
  readGeneratorKva,
  readGeneratorName,
  type GeneratorCostKind,
  type GeneratorCostSheetRow,
} from '@kahraba/billing-domain';
import { numberOrText, TypedField } from '../common/dto/typed-field.decorator';

// Each field is read by its reader (the domain's), which refuses it in Arabic naming the field; the rules
// between the fields of a log line and the business clock are the handler's (generatorCostLine).

export class GeneratorDto {
  @TypedField(
    { type: String, maxLength: GENERATOR_NAME_MAX_LENGTH, example: 'المولد الكبير' },
    readGeneratorName,
    { readWhenAbsent: true },
  )
  name!: string;

  /** Hundredths of a kVA once read. */
  @TypedField(
    numberOrText({ description: 'Power in kVA, above zero, up to 2 decimals', example: 500 }),
    readGeneratorKva,
    { readWhenAbsent: true },
  )
  kva!: number;
}

export class GeneratorChangesDto {
  @TypedField({ required: false, type: String, maxLength: GENERATOR_NAME_MAX_LENGTH }, readGeneratorName)
  name?: string;

  /** Hundredths of a kVA once read. */
  @TypedField(numberOrText({ required: false, description: 'Power in kVA' }), readGeneratorKva)
  kva?: number;
}

export class GeneratorCostDto {
  @TypedField(
    { type: String, format: 'date', description: 'The day, not after today', example: '2026-11-03' },
    readCostDay,
    { readWhenAbsent: true },
  )
  day!: string;

  @TypedField({ enum: GENERATOR_COST_KINDS, enumName: 'GeneratorCostKind' }, readCostKind, {
    readWhenAbsent: true,
  })
  kind!: GeneratorCostKind;

  @TypedField({ required: false, type: String, format: 'uuid', nullable: true }, readCostGeneratorId)
  generatorId?: string | null;

  /** Hundredths of a litre once read. */
  @TypedField(
    numberOrText({ required: false, description: 'Litres of diesel (required for diesel)' }),
    readCostLitres,
  )
  litres?: number | null;

  /** Hundredths of an hour once read. */
  @TypedField(numberOrText({ required: false, description: 'Running hours' }), readCostHours)
  hours?: number | null;

  /** Cents once read. */
  @TypedField(
    numberOrText({
      required: false,
      description: 'Dollars to the cent; exactly one of amountUsd, amountLbp',
    }),
    readCostAmountUsd,
  )
  amountUsd?: number | null;

  /** Whole pounds once read. */
  @TypedField(
    numberOrText({ required: false, description: 'Whole pounds, stored as typed' }),
    readCostAmountLbp,
  )
  amountLbp?: number | null;

  @TypedField({ required: false, type: String, nullable: true, maxLength: 500 }, readCostNote)
  note?: string | null;
}

/** A sheet's row: its cells by column, as the sheet reader read them. */
class GeneratorCostSheetRowDto {
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
  /** Each row's cells are read with the row, so that a bad cell is refused naming its row. */
  @TypedField(
    { type: [GeneratorCostSheetRowDto], maxItems: MAX_GENERATOR_COST_IMPORT_ROWS },
    readGeneratorCostSheetRows,
    { readWhenAbsent: true },
  )
  rows!: GeneratorCostSheetRow[];
}
