import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ListCollectCustomersHandler } from './list-collect-customers.handler';

/** Application layer of collection: the roster the collector's phone keeps. No HTTP here. */
@Module({ imports: [CqrsModule], providers: [ListCollectCustomersHandler] })
export class CollectModule {}
