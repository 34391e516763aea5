import { Query } from '@nestjs/cqrs';

/** spec 000 §7.5: a number, default 89500 LBP per dollar. */
export class GetExchangeRateQuery extends Query<number> {}
