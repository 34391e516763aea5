import { Query } from '@nestjs/cqrs';

/** Every month with a snapshot in any system, 'YYYY-MM', newest first. */
export class ListArchivedMonthsQuery extends Query<string[]> {}
