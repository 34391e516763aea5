import { Command } from '@nestjs/cqrs';
import type { HandoverDay } from './handover-day';

/**
 * An administrator records what they counted of a collector's business day (docs/handover.md): the
 * amounts as typed (the one number reader reads them); counting the same day again replaces the count,
 * and the audit keeps both. Answers the day with what was taken, counted and the difference.
 */
export class RecordHandoverCommand extends Command<HandoverDay> {
  constructor(
    readonly collectorId: string | undefined,
    readonly day: string | undefined,
    readonly countedUsd: number | string | undefined,
    readonly countedLbp: number | string | undefined,
    readonly actor: string,
  ) {
    super();
  }
}
