import { Query } from '@nestjs/cqrs';

/**
 * The boxes of a system's live customers, numerically (GET /api/{type}-boxes;
 * docs/business-rules.md#display-order-and-boxes).
 */
export class ListSystemBoxesQuery extends Query<string[]> {
  constructor(readonly type: string) {
    super();
  }
}
