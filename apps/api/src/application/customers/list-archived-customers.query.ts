import { Query } from '@nestjs/cqrs';

/** A system's deleted customers, latest deletion first; with `search`, those matching every term. */
export class ListArchivedCustomersQuery<View> extends Query<View[]> {
  constructor(
    readonly system: string,
    readonly search?: string,
  ) {
    super();
  }
}
