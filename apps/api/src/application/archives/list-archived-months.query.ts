import { Query } from '@nestjs/cqrs';

/** spec 001 §7: every month with a snapshot in any system, 'YYYY-MM', newest first. */
export class ListArchivedMonthsQuery extends Query<string[]> {}
