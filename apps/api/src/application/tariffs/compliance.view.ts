import type { OfficialTariffView } from './official-tariff.view';

/** One metered bill above the official tariff of its month and zone, whole pounds. */
export interface ComplianceBillView {
  system: string;
  systemName: string;
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  zone: string;
  zoneName: string;
  ampere: number;
  /** kWh billed. */
  consumption: number;
  kwhPriceLbp: number;
  officialKwhPriceLbp: number;
  /** Pounds above the official price per kWh (0 when not above). */
  excessPerKwhLbp: number;
  /** excessPerKwhLbp × the kWh billed. */
  excessEnergyLbp: number;
  fixedLbp: number;
  officialFixedLbp: number;
  excessFixedLbp: number;
  /** What the bill charged above the tariff, before VAT. */
  excessTotalLbp: number;
}

/** A flat (ampere) customer: not billed by meter, so not comparable with a price per kWh. */
export interface FlatCustomerView {
  system: string;
  systemName: string;
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  ampere: number;
}

/** GET /api/compliance (docs/official-tariff.md#compliance). */
export interface ComplianceView {
  month: string;
  monthLabel: string;
  /** The month's tariff, or null when none was entered (then nothing is compared). */
  tariff: OfficialTariffView | null;
  /** Bills above the tariff, by group then customer number. */
  bills: ComplianceBillView[];
  totals: {
    /** Metered bills compared. */
    billsChecked: number;
    billsExceeding: number;
    excessEnergyLbp: number;
    excessFixedLbp: number;
    excessTotalLbp: number;
  };
  /** Flat subscribers, listed apart as not meter-based. */
  flat: { count: number; customers: FlatCustomerView[] };
}
