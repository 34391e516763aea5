import { Query } from '@nestjs/cqrs';
import type { SystemSummariesResponse } from '../../http/oversight/system-summaries.response';

/**
 * The system dashboard's figures
 * (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives).
 */
export class GetSystemSummariesQuery extends Query<SystemSummariesResponse> {}
