import { Query } from '@nestjs/cqrs';
import type { SystemSummariesResponse } from '../../http/oversight/system-summaries.response';

/** spec 001 §2.14: the system dashboard's figures. */
export class GetSystemSummariesQuery extends Query<SystemSummariesResponse> {}
