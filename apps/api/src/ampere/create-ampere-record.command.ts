import { Command } from '@nestjs/cqrs';
import type { AmpereRecordView } from '@kahraba/persistence';
import type { AmpereRecordInput } from './ampere-record-input';

export interface CreateOptions {
  /** Add even when a live customer has the same name and box (issue 6). */
  readonly force?: boolean;
  /** The same key again answers the customer it created: one click, one customer. */
  readonly idempotencyKey?: string | null;
}

export class CreateAmpereRecordCommand extends Command<AmpereRecordView> {
  constructor(
    readonly input: AmpereRecordInput,
    readonly options: CreateOptions = {},
  ) {
    super();
  }
}
