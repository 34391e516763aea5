import type { CutOffMark } from '@kahraba/billing-domain';
import type { StatementView } from '../statements/statement.view';

/** What a cut-off or a reconnection answers: the customer's mark now and their statement after it. */
export interface CutOffAnswer {
  id: string;
  system: string;
  /** Null once reconnected. */
  cutOff: CutOffMark | null;
  /** The month's statement after the change (a reconnection fee is one of its lines). */
  statement: StatementView;
}

/** Who acts: their e-mail (the audit names them) and their role (docs/cut-off.md#who-may). */
export interface CutOffActor {
  email: string;
  role: 'admin' | 'operator' | 'collector';
}
