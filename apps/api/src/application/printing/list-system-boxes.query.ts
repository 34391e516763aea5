import { Query } from '@nestjs/cqrs';

/** The boxes of a system's live customers, numerically (spec 001 §7: GET /api/{type}-boxes). */
export class ListSystemBoxesQuery extends Query<string[]> {
  constructor(readonly type: string) {
    super();
  }
}
