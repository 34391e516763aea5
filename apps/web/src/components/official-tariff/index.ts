export { ApplyOfficialTariffButton } from './apply-official-tariff-button';
export { officialTariffsQueryOptions, type OfficialTariff } from './official-tariff-api';
