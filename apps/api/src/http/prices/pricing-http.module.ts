import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PricingController } from './pricing.controller';

/** The HTTP face of the prices; fixed paths, registered before the metered systems' parameter paths. */
@Module({
  imports: [CqrsModule],
  controllers: [PricingController],
})
export class PricingHttpModule {}
