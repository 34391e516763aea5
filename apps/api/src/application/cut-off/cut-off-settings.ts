/** The owner's cut-off settings (docs/cut-off.md#who-may). */
export interface CutOffSettings {
  /** Operators may cut off and reconnect customers; administrators always may, collectors never. */
  operatorsMayCutOff: boolean;
}

/** The settings as a signed-in user reads them: and whether they themselves may cut off. */
export interface CutOffSettingsView extends CutOffSettings {
  mayCutOff: boolean;
}
