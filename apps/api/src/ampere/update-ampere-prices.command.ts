import { Command } from '@nestjs/cqrs';

/** spec 000 §2.5: the global price (more than 2 A) and the low price (2 A or less), applied to everyone. */
export class UpdateAmperePricesCommand extends Command<{ message: string; updated: number }> {
  constructor(
    readonly globalPrice: number | string,
    readonly lowPrice: number | string,
  ) {
    super();
  }
}
