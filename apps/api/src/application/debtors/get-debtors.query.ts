import { Query } from '@nestjs/cqrs';
import type { DebtorsView } from './debtor.view';

/**
 * Every live customer who owes, in every billing system or the one asked, with the age of the debt
 * (docs/debtors.md#the-list). `question` is the URL's or the terminal's filters as given (system, box,
 * minMonths), read by the domain.
 */
export class GetDebtorsQuery extends Query<DebtorsView> {
  constructor(readonly question: Readonly<Record<string, unknown>> = {}) {
    super();
  }
}
