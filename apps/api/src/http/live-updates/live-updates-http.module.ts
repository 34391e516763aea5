import { Module } from '@nestjs/common';
import { LiveUpdatesModule } from '../../application/live-updates/live-updates.module';
import { LiveUpdatesController } from './live-updates.controller';

/** The live-update streams (Server-Sent Events) over the application's hub. */
@Module({ imports: [LiveUpdatesModule], controllers: [LiveUpdatesController], exports: [LiveUpdatesModule] })
export class LiveUpdatesHttpModule {}
