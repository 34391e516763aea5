import type { RoundCustomer } from './reading-device-store';
import type { QueuedReading } from './reading-queue';

/** This month's reading of a meter as the phone knows it (docs/readings-in-a-month.md). */
export interface ReadingOnFile {
  reading: number;
  /** An estimate: an actual reading replaces it, no correction to confirm. */
  estimated: boolean;
  /** The meter replaced this month: a correction without its own replacement keeps it. */
  replacedMeter: { finalReading: number; newStartReading: number } | null;
}

/**
 * The round as loaded, then the readings still waiting on the phone, oldest first: a second reading
 * taken offline is a correction of the first, confirmed before it is kept, so both are applied in
 * turn when sent. A "could not read" waiting changes nothing the reader must confirm.
 */
export function readingOnFile(
  customer: RoundCustomer,
  waiting: readonly QueuedReading[],
  system: string,
): ReadingOnFile | null {
  const loaded: ReadingOnFile | null =
    customer.reading !== null && (customer.status === 'read' || customer.status === 'estimated')
      ? {
          reading: customer.reading,
          estimated: customer.status === 'estimated',
          replacedMeter: customer.replacedMeter,
        }
      : null;
  return waiting
    .filter((queued) => queued.system === system && queued.customerId === customer.id)
    .reduce<ReadingOnFile | null>((onFile, queued) => {
      const { reading, replacedMeter } = queued.request;
      if (reading === undefined) return onFile;
      return {
        reading: Number(reading),
        estimated: false,
        replacedMeter: replacedMeter
          ? {
              finalReading: Number(replacedMeter.finalReading),
              newStartReading: Number(replacedMeter.newStartReading),
            }
          : onFile && !onFile.estimated
            ? onFile.replacedMeter
            : null,
      };
    }, loaded);
}
