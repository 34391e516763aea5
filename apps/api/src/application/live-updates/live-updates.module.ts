import { Module } from '@nestjs/common';
import { CustomerChangeListener } from './customer-change-listener.service';
import { LiveUpdatesHub } from './live-updates-hub.service';
import { heartbeatFromEnvironment, LIVE_UPDATES_HEARTBEAT_MS } from './live-updates.options';

/** Live updates fanned out through PostgreSQL LISTEN/NOTIFY; the HTTP floor streams them as Server-Sent Events. */
@Module({
  providers: [
    CustomerChangeListener,
    LiveUpdatesHub,
    { provide: LIVE_UPDATES_HEARTBEAT_MS, useFactory: () => heartbeatFromEnvironment(process.env) },
  ],
  exports: [LiveUpdatesHub, CustomerChangeListener, LIVE_UPDATES_HEARTBEAT_MS],
})
export class LiveUpdatesModule {}
