import { Query } from '@nestjs/cqrs';
import type { CollectRoster } from './collect-roster';

/**
 * Every live customer of a system with what they owe, in dollars and in pounds at the rate
 * given (the stored rate, read by the caller so that the answer and its ETag name the same rate).
 */
export class ListCollectCustomersQuery extends Query<CollectRoster> {
  constructor(
    readonly system: string,
    readonly month: string,
    readonly exchangeRate: number,
  ) {
    super();
  }
}
