import { SetMetadata } from '@nestjs/common';

export const COLLECTOR_ALLOWED = 'collectorAllowed';

/**
 * Marks a route a collector may use (docs/operator-guide.md#roles): the collection screen, recording and
 * voiding their payments, receipts, their collections report, their own session. Every other signed-in route
 * answers a collector 403 (default deny), so a new route is closed to collectors until decided.
 */
export const CollectorAllowed = () => SetMetadata(COLLECTOR_ALLOWED, true);
