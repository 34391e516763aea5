import { Command } from '@nestjs/cqrs';
import type { HandoverDay } from './handover-day';

/**
 * An administrator records what they counted of a collector's business day (docs/handover.md): each
 * field read (the amounts by the one number reader; the day null for today, checked against the business
 * clock by the handler); counting the same day again replaces the count, and the audit keeps both. Answers
 * the day with what was taken, counted and the difference.
 */
export class RecordHandoverCommand extends Command<HandoverDay> {
  constructor(
    readonly collectorId: string,
    readonly day: string | null,
    readonly countedUsdCents: number,
    readonly countedLbpPounds: number,
    readonly actor: string,
  ) {
    super();
  }
}
