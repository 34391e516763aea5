import { Query } from '@nestjs/cqrs';

/** docs/printing.md: the months a system closed, 'YYYY-MM', newest first: the months it can reprint. */
export class ListClosedMonthsQuery extends Query<string[]> {
  constructor(readonly type: string) {
    super();
  }
}
