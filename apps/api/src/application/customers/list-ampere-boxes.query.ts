import { Query } from '@nestjs/cqrs';

export interface BoxCount {
  box: string;
  customers: number;
}

/**
 * The print-boxes dialog's list (docs/business-rules.md#display-order-and-boxes): distinct boxes, numeric
 * order first, with counts.
 */
export class ListAmpereBoxesQuery extends Query<BoxCount[]> {}
