export { CompliancePage } from './pages/compliance-page';
export { OfficialTariffPage } from './pages/official-tariff-page';
