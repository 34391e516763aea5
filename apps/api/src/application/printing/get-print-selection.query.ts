import { Query } from '@nestjs/cqrs';

export interface PrintSelection {
  type: string;
  ids: string[];
}

/** A stored print selection while it lasts (24 hours). */
export class GetPrintSelectionQuery extends Query<PrintSelection> {
  constructor(readonly id: string) {
    super();
  }
}
