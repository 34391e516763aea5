import { Command } from '@nestjs/cqrs';

/** spec 000 §4: every customer becomes unpaid with nothing paid; undoable as one batch. */
export class MarkAllAmpereUnpaidCommand extends Command<{ updated: number }> {}
