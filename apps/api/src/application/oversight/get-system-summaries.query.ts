import { Query } from '@nestjs/cqrs';
import type { SystemSummaries } from './system-summaries';

/**
 * The system dashboard's figures
 * (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives).
 */
export class GetSystemSummariesQuery extends Query<SystemSummaries> {}
