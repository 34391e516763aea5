import { Query } from '@nestjs/cqrs';

/**
 * A customer of the round as the reader's phone shows it
 * (docs/business-rules.md#the-reading-round-and-estimates).
 */
export interface RoundCustomer {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  /**
   * The month's start, the reading a new one counts from (a reading of this month on file is
   * corrected, an estimate replaced; docs/readings-in-a-month.md): sent back as `previousReading`.
   */
  previousReading: number;
  /** The reading followed is an estimate: a lower actual reading trues it up (not refused). */
  followsEstimate: boolean;
  /** This month's reading on file, or null when not read yet. */
  reading: number | null;
  status: 'read' | 'estimated' | 'unread' | 'left';
  unreadReason: string | null;
  meterReplaced: boolean;
  /** The meter replaced this month, or null: a correction without its own replacement keeps it. */
  replacedMeter: { finalReading: number; newStartReading: number } | null;
  /** The consumptions of the last closed months the meter counted, newest first (up to three). */
  lastMonths: number[];
}

/** One box's progress in the live month. */
export interface BoxProgress {
  box: string | null;
  total: number;
  read: number;
  estimated: number;
  /** Could not be read and there was no history to estimate from. */
  unread: number;
  left: number;
}

export interface ReadingRound {
  /** The live month being read, 'YYYY-MM'. */
  month: string;
  /** Every box of the group, in walking order. */
  boxes: BoxProgress[];
  /** The customers of the boxes asked for, in walking order (box, then the saved order). */
  customers: RoundCustomer[];
}

/** The round of a metered group; `boxes` null: progress only, no customers. */
export class GetReadingRoundQuery extends Query<ReadingRound> {
  constructor(
    readonly system: string,
    readonly boxes: readonly string[] | null,
  ) {
    super();
  }
}
