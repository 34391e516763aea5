import { Command } from '@nestjs/cqrs';
import type { MeterReadingRequest } from '@kahraba/billing-domain';
import type { StatementView } from '../statements/statement.view';

/** What the round answers for one reading (the same again for the same client id). */
export interface MeterReadingAnswer {
  clientId: string;
  customerId: string;
  /** actual: read; estimated: could not read, estimated from history; unread: could not read, no history. */
  kind: 'actual' | 'estimated' | 'unread';
  previousReading: number;
  /** The reading stored (the estimate when estimated; 0 when unread). */
  reading: number;
  consumption: number;
  /** kWh an earlier estimate billed that this reading showed unused (credited). */
  creditKwh: number;
  /** The reading of this month this one replaced (a correction, docs/readings-in-a-month.md), or null. */
  correctedReading: number | null;
  /** The warning the reader confirmed, if any. */
  confirmedWarning: string | null;
  /** The customer's bill after the reading. */
  statement: StatementView;
}

export interface RecordedMeterReading {
  answer: MeterReadingAnswer;
  /** false: the client id was applied before; nothing written. */
  created: boolean;
}

/**
 * One reading of the round (docs/business-rules.md#the-reading-round-and-estimates) for a live customer of a
 * metered system, the body as the phone sent it (readMeterReadingInput). `recordedBy` is the signed-in user's
 * e-mail (or 'cli:…').
 */
export class RecordMeterReadingCommand extends Command<RecordedMeterReading> {
  constructor(
    readonly system: string,
    readonly customerId: string,
    readonly body: MeterReadingRequest,
    readonly recordedBy: string,
    readonly recordedById: string | null,
  ) {
    super();
  }
}
