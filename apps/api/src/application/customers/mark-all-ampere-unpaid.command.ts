import { Command } from '@nestjs/cqrs';

/**
 * Every customer becomes unpaid with nothing paid; undoable as one batch
 * (docs/business-rules.md#paid-unpaid-and-arrears).
 */
export class MarkAllAmpereUnpaidCommand extends Command<{ updated: number }> {}
