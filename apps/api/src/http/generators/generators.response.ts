import { ApiProperty } from '@nestjs/swagger';
import { GENERATOR_COST_KINDS } from '@kahraba/billing-domain';
import type { GeneratorCostView, GeneratorView } from '../../application/generators/generator.view';
import type { GeneratorCostList } from '../../application/generators/list-generator-costs.query';
import type { GeneratorCostImport } from '../../application/generators/import-generator-costs.command';

export class GeneratorResponse implements GeneratorView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'المولد الكبير' }) name!: string;
  @ApiProperty({ description: 'kVA', example: 500 }) kva!: number;
}

export class GeneratorCostResponse implements GeneratorCostView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date' }) day!: string;
  @ApiProperty({ enum: GENERATOR_COST_KINDS, enumName: 'GeneratorCostKind' })
  kind!: GeneratorCostView['kind'];
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) generatorId!: string | null;
  @ApiProperty({ type: String, nullable: true }) generatorName!: string | null;
  @ApiProperty({ type: Number, nullable: true }) litres!: number | null;
  @ApiProperty({ type: Number, nullable: true }) hours!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Dollars, when typed in dollars' })
  amountUsd!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Whole pounds, when typed in pounds' })
  amountLbp!: number | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) importId!: string | null;
}

export class GeneratorCostListResponse implements GeneratorCostList {
  @ApiProperty({ example: '2026-11' }) month!: string;
  @ApiProperty({ type: [GeneratorCostResponse] }) lines!: GeneratorCostResponse[];
}

export class GeneratorCostImportResponse implements GeneratorCostImport {
  @ApiProperty({
    format: 'uuid',
    description: 'DELETE /api/generator-costs/imports/{importId} takes it back',
  })
  importId!: string;
  @ApiProperty({ type: 'integer' }) count!: number;
}

export class DualAmountResponse {
  @ApiProperty({ description: 'USD, exact to the cent' }) usd!: number;
  @ApiProperty({ type: 'integer', description: 'Whole pounds' }) lbp!: number;
}

export class CostPerKwhResponse {
  @ApiProperty({ description: 'Dollars per kWh, rounded half up to $0.0001', example: 0.2967 }) usd!: number;
  @ApiProperty({ type: 'integer', description: 'Pounds per kWh, rounded half up', example: 26557 })
  lbp!: number;
}

export class EconomicsCostsResponse {
  @ApiProperty({ type: DualAmountResponse }) diesel!: DualAmountResponse;
  @ApiProperty({ type: DualAmountResponse }) maintenance!: DualAmountResponse;
  @ApiProperty({ type: DualAmountResponse }) other!: DualAmountResponse;
  @ApiProperty({ type: DualAmountResponse }) total!: DualAmountResponse;
}

export class EconomicsProfitResponse {
  @ApiProperty({ type: DualAmountResponse, description: 'Collected less the costs' })
  collectedLessCosts!: DualAmountResponse;
  @ApiProperty({ type: DualAmountResponse, description: 'Billed less the costs' })
  billedLessCosts!: DualAmountResponse;
}

/** A month's economics (docs/generator-economics.md#the-monthly-report). */
export class GeneratorEconomicsResponse {
  @ApiProperty({ example: '2026-11' }) month!: string;
  @ApiProperty({ example: 'تشرين الثاني 2026' }) label!: string;
  @ApiProperty({ description: "The month's rate, pounds per dollar", example: 89500 }) exchangeRate!: number;
  @ApiProperty({ description: "The metered statements' consumption of the month" }) kwhBilled!: number;
  @ApiProperty() litres!: number;
  @ApiProperty() hours!: number;
  @ApiProperty({ type: EconomicsCostsResponse }) costs!: EconomicsCostsResponse;
  @ApiProperty({ type: CostPerKwhResponse, nullable: true, description: 'null when no kWh was billed' })
  costPerKwh!: CostPerKwhResponse | null;
  @ApiProperty({ type: DualAmountResponse, description: "The statements' month totals, every system" })
  billed!: DualAmountResponse;
  @ApiProperty({ type: DualAmountResponse, description: "The ledger's payments received in the month" })
  collected!: DualAmountResponse;
  @ApiProperty({ type: EconomicsProfitResponse }) profit!: EconomicsProfitResponse;
}
