import { Command } from '@nestjs/cqrs';
import type { CutOffSettings, CutOffSettingsView } from './cut-off-settings';

/** An administrator allows operators to cut off and reconnect, or stops allowing it. */
export class SetCutOffSettingsCommand extends Command<CutOffSettingsView> {
  constructor(
    readonly settings: CutOffSettings,
    readonly actor: string,
  ) {
    super();
  }
}
