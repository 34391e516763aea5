import { TARIFF_ZONES, type OfficialTariff } from '@kahraba/billing-domain';
import type { StoredOfficialTariff } from '@kahraba/persistence';

/** A zone as the screens name it. */
export interface TariffZoneView {
  id: string;
  name: string;
}

/** A month's official tariff as the API answers it (docs/official-tariff.md), whole pounds. */
export interface OfficialTariffView {
  month: string;
  monthLabel: string;
  /** Zone id → LBP per kWh. */
  kwhPriceLbp: Record<string, number>;
  fixedFeesLbp: { 5: number; 10: number; perExtra5A: number };
  exchangeRate: number;
  dieselPrice20LLbp: number;
  source: string;
  updatedBy: string | null;
  updatedAt: string;
  /** The zones, in order, with their Arabic names. */
  zones: TariffZoneView[];
}

const TARIFF_ZONE_VIEWS: TariffZoneView[] = TARIFF_ZONES.map((zone) => ({
  id: zone.id,
  name: zone.arabicName,
}));

export function officialTariffViewOf({
  tariff,
  updatedBy,
  updatedAt,
}: StoredOfficialTariff): OfficialTariffView {
  return {
    ...pricesOf(tariff),
    updatedBy,
    updatedAt,
    zones: TARIFF_ZONE_VIEWS,
  };
}

function pricesOf(tariff: OfficialTariff) {
  return {
    month: tariff.month.toString(),
    monthLabel: tariff.month.label(),
    kwhPriceLbp: Object.fromEntries(
      Object.entries(tariff.kwhPriceLbp).map(([zone, price]) => [zone, price.pounds]),
    ),
    fixedFeesLbp: {
      5: tariff.fixedFeesLbp.upTo5A.pounds,
      10: tariff.fixedFeesLbp.upTo10A.pounds,
      perExtra5A: tariff.fixedFeesLbp.perExtra5A.pounds,
    },
    exchangeRate: tariff.exchangeRate.usdToLbp,
    dieselPrice20LLbp: tariff.dieselPrice20LLbp.pounds,
    source: tariff.source,
  };
}
