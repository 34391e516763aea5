import { SetMetadata } from '@nestjs/common';

export const METER_READER_ALLOWED = 'meterReaderAllowed';

/**
 * Marks the reading round's routes (listing the round, recording a reading, which the phone also uses
 * to send the readings it kept offline): open to a collector an administrator lets read meters
 * (docs/meter-reader.md). Other collectors are refused there as everywhere unmarked.
 */
export const MeterReaderAllowed = () => SetMetadata(METER_READER_ALLOWED, true);
