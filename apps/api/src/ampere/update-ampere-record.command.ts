import { Command } from '@nestjs/cqrs';
import type { AmpereRecordView } from '@kahraba/persistence';
import type { AmpereRecordInput } from './ampere-record-input';

export class UpdateAmpereRecordCommand extends Command<AmpereRecordView> {
  constructor(
    readonly id: string,
    readonly changes: AmpereRecordInput,
  ) {
    super();
  }
}
