import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { HandoversController } from './handovers.controller';

/** The HTTP face of the collectors' cash handover (docs/handover.md). */
@Module({ imports: [CqrsModule], controllers: [HandoversController] })
export class HandoversHttpModule {}
