import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { SystemCatalog } from '../../application/systems/system-catalog';
import { PrintingController } from './printing.controller';
import { routeOnlyBillingSystems } from './billing-system-type.param';
import { SystemBoxesController } from './system-boxes.controller';

/** The HTTP face of printing. `/api/:type-boxes` starts with a parameter: see routeOnlyBillingSystems. */
@Module({
  imports: [CqrsModule],
  controllers: [PrintingController, SystemBoxesController],
})
export class PrintingHttpModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly catalog: SystemCatalog,
  ) {}

  onModuleInit(): void {
    routeOnlyBillingSystems(this.adapterHost.httpAdapter.getInstance(), this.catalog);
  }
}
