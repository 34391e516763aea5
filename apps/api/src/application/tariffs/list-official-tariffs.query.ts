import { Query } from '@nestjs/cqrs';
import type { OfficialTariffView } from './official-tariff.view';

/** GET /api/official-tariffs: every month's tariff, the latest month first. */
export class ListOfficialTariffsQuery extends Query<OfficialTariffView[]> {}
