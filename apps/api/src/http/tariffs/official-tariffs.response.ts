import { ApiProperty } from '@nestjs/swagger';
import type { OfficialTariffApplication } from '../../application/tariffs/apply-official-tariff.command';
import type {
  ComplianceBillView,
  ComplianceView,
  FlatCustomerView,
} from '../../application/tariffs/compliance.view';
import type { OfficialTariffView, TariffZoneView } from '../../application/tariffs/official-tariff.view';

const POUNDS_MAP = { type: 'object', additionalProperties: { type: 'integer' } } as const;

export class TariffZoneResponse implements TariffZoneView {
  @ApiProperty({ example: 'town' }) id!: string;
  @ApiProperty({ example: 'المدن / تحت ٧٠٠ م' }) name!: string;
}

export class OfficialFixedFeesResponse {
  @ApiProperty({ type: 'integer', example: 385000 }) 5!: number;
  @ApiProperty({ type: 'integer', example: 685000 }) 10!: number;
  @ApiProperty({ type: 'integer', example: 300000 }) perExtra5A!: number;
}

export class OfficialTariffResponse implements OfficialTariffView {
  @ApiProperty({ example: '2025-07' }) month!: string;
  @ApiProperty({ example: 'تموز 2025' }) monthLabel!: string;
  @ApiProperty({ ...POUNDS_MAP, description: 'zone → LBP per kWh', example: { town: 32790, village: 36069 } })
  kwhPriceLbp!: Record<string, number>;
  @ApiProperty({ type: OfficialFixedFeesResponse }) fixedFeesLbp!: OfficialFixedFeesResponse;
  @ApiProperty({ example: 89700 }) exchangeRate!: number;
  @ApiProperty({ type: 'integer', example: 1542785 }) dieselPrice20LLbp!: number;
  @ApiProperty() source!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Who entered it last' })
  updatedBy!: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: [TariffZoneResponse] }) zones!: TariffZoneResponse[];
}

export class OfficialTariffApplicationResponse implements OfficialTariffApplication {
  @ApiProperty() message!: string;
  @ApiProperty({ example: '2025-07' }) month!: string;
  @ApiProperty({ type: [String] }) systems!: string[];
  @ApiProperty({ ...POUNDS_MAP, description: 'The stored map: amperage → LBP fee', example: { 5: 385000 } })
  pricing!: Record<string, number>;
  @ApiProperty({ type: 'integer' }) customersUpdated!: number;
}

export class ComplianceBillResponse implements ComplianceBillView {
  @ApiProperty() system!: string;
  @ApiProperty() systemName!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer' }) customerNumber!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'string', nullable: true }) box!: string | null;
  @ApiProperty({ example: 'town' }) zone!: string;
  @ApiProperty() zoneName!: string;
  @ApiProperty() ampere!: number;
  @ApiProperty({ description: 'kWh billed' }) consumption!: number;
  @ApiProperty({ type: 'integer' }) kwhPriceLbp!: number;
  @ApiProperty({ type: 'integer' }) officialKwhPriceLbp!: number;
  @ApiProperty({ type: 'integer' }) excessPerKwhLbp!: number;
  @ApiProperty({ type: 'integer' }) excessEnergyLbp!: number;
  @ApiProperty({ type: 'integer' }) fixedLbp!: number;
  @ApiProperty({ type: 'integer' }) officialFixedLbp!: number;
  @ApiProperty({ type: 'integer' }) excessFixedLbp!: number;
  @ApiProperty({ type: 'integer', description: 'Charged above the tariff, before VAT' })
  excessTotalLbp!: number;
}

export class ComplianceTotalsResponse {
  @ApiProperty({ type: 'integer' }) billsChecked!: number;
  @ApiProperty({ type: 'integer' }) billsExceeding!: number;
  @ApiProperty({ type: 'integer' }) excessEnergyLbp!: number;
  @ApiProperty({ type: 'integer' }) excessFixedLbp!: number;
  @ApiProperty({ type: 'integer' }) excessTotalLbp!: number;
}

export class FlatCustomerResponse implements FlatCustomerView {
  @ApiProperty() system!: string;
  @ApiProperty() systemName!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer' }) customerNumber!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'string', nullable: true }) box!: string | null;
  @ApiProperty() ampere!: number;
}

export class FlatCustomersResponse {
  @ApiProperty({ type: 'integer' }) count!: number;
  @ApiProperty({ type: [FlatCustomerResponse] }) customers!: FlatCustomerResponse[];
}

export class ComplianceResponse implements ComplianceView {
  @ApiProperty({ example: '2025-07' }) month!: string;
  @ApiProperty() monthLabel!: string;
  @ApiProperty({ type: OfficialTariffResponse, nullable: true }) tariff!: OfficialTariffResponse | null;
  @ApiProperty({ type: [ComplianceBillResponse] }) bills!: ComplianceBillResponse[];
  @ApiProperty({ type: ComplianceTotalsResponse }) totals!: ComplianceTotalsResponse;
  @ApiProperty({ type: FlatCustomersResponse, description: 'Flat subscribers: not meter-based' })
  flat!: FlatCustomersResponse;
}
