import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { CutOffSettings, CutOffSettingsView } from '../../application/cut-off/cut-off-settings';

/** The owner's cut-off settings (docs/cut-off.md#who-may). */
export class CutOffSettingsResponse implements CutOffSettingsView {
  @ApiProperty({
    description: 'operators may cut off and reconnect customers; administrators always may, collectors never',
  })
  operatorsMayCutOff!: boolean;
  @ApiProperty({ description: 'the signed-in user may cut off and reconnect' })
  mayCutOff!: boolean;
}

export class CutOffSettingsDto implements CutOffSettings {
  @ApiProperty()
  @IsBoolean({ message: 'اختر: يسمح أو لا يسمح' })
  operatorsMayCutOff!: boolean;
}
