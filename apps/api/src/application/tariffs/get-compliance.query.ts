import { Query } from '@nestjs/cqrs';
import type { ComplianceView } from './compliance.view';

/**
 * GET /api/compliance?month=&system= (docs/official-tariff.md#compliance): the month's metered bills
 * (the live month's statements, or those its close kept) above the month's official tariff for their
 * zone and amperage, and the flat subscribers apart. Without `system`: every group.
 */
export class GetComplianceQuery extends Query<ComplianceView> {
  constructor(
    readonly month: string,
    readonly system?: string,
  ) {
    super();
  }
}
