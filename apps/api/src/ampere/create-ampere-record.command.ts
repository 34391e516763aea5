import { Command } from '@nestjs/cqrs';
import type { AmpereRecordView } from '@kahraba/persistence';
import type { AmpereRecordInput } from './ampere-record-input';

export class CreateAmpereRecordCommand extends Command<AmpereRecordView> {
  constructor(readonly input: AmpereRecordInput) {
    super();
  }
}
