import { Query } from '@nestjs/cqrs';
import type { OfficialTariffView } from './official-tariff.view';

/** GET /api/official-tariffs/{YYYY-MM}: the month's tariff; a month without one is 404 in Arabic. */
export class GetOfficialTariffQuery extends Query<OfficialTariffView> {
  constructor(readonly month: string) {
    super();
  }
}
