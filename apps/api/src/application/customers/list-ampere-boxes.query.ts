import { Query } from '@nestjs/cqrs';

export interface BoxCount {
  box: string;
  customers: number;
}

/** The print-boxes dialog's list (spec 000 §2.6): distinct boxes, numeric order first, with counts. */
export class ListAmpereBoxesQuery extends Query<BoxCount[]> {}
