import { ApiProperty } from '@nestjs/swagger';
import type { BillingSystemView } from '../../application/systems/billing-system.view';

/** One billing system (a `billing_systems` row), for the home screens and the system pages. */
export class BillingSystemResponse implements BillingSystemView {
  @ApiProperty({ example: 'mahmoud-kwh' })
  id!: string;

  @ApiProperty({ enum: ['flat-per-ampere', 'metered-per-kwh'], enumName: 'TariffKind' })
  tariff!: 'flat-per-ampere' | 'metered-per-kwh';

  @ApiProperty({ example: 'كيلوواط محمود' })
  arabicName!: string;

  @ApiProperty()
  displayOrder!: number;

  @ApiProperty({ description: 'The live-update stream: /api/sse/{updatesGroup}-updates', example: 'mahmoud' })
  updatesGroup!: string;
}
