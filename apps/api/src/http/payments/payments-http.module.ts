import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Express, NextFunction, Request, Response } from 'express';
import { MeteredPaymentsController } from './metered-payments.controller';
import { PaymentsController } from './payments.controller';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The HTTP face of the payments ledger. `/api/payments/{paymentId}` takes only a payment id: any
 * other word (`/api/payments/report`) goes on to the routes registered after, whatever the order.
 */
@Module({ imports: [CqrsModule], controllers: [PaymentsController, MeteredPaymentsController] })
export class PaymentsHttpModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter.getInstance<Express>();
    app.param('paymentId', (_request: Request, _response: Response, next: NextFunction, id: unknown) =>
      UUID.test(String(id)) ? next() : next('route'),
    );
  }
}
