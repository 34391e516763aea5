import { Module } from '@nestjs/common';
import { CustomerChangeListener } from './customer-change-listener.service';
import { LiveUpdatesController } from '../../http/live-updates/live-updates.controller';
import { LiveUpdatesHub } from './live-updates-hub.service';
import { heartbeatFromEnvironment, LIVE_UPDATES_HEARTBEAT_MS } from './live-updates.options';

/** Live updates over Server-Sent Events, fanned out through PostgreSQL LISTEN/NOTIFY (HTTP only). */
@Module({
  controllers: [LiveUpdatesController],
  providers: [
    CustomerChangeListener,
    LiveUpdatesHub,
    { provide: LIVE_UPDATES_HEARTBEAT_MS, useFactory: () => heartbeatFromEnvironment(process.env) },
  ],
  exports: [LiveUpdatesHub, CustomerChangeListener],
})
export class LiveUpdatesModule {}
