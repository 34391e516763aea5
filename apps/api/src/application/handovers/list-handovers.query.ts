import { Query } from '@nestjs/cqrs';
import type { HandoverDay } from './handover-day';

/**
 * Every collector who took money on a business day (today when none is given), and every count recorded
 * for it (docs/handover.md).
 */
export class ListHandoversQuery extends Query<HandoverDay[]> {
  constructor(readonly day?: string) {
    super();
  }
}
