import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { LiveUpdatesHub } from '../../application/live-updates/live-updates-hub.service';
import { LiveUpdatesStream } from './live-updates-stream';
import { LIVE_UPDATES_HEARTBEAT_MS } from '../../application/live-updates/live-updates.options';
import { UnknownUpdatesGroupError } from '../../application/live-updates/unknown-updates-group.error';

const STREAM_SUFFIX = '-updates';

/** `GET /api/sse/{group}-updates` for every updates group (docs/business-rules.md#live-updates). */
@ApiTags('live-updates')
@ApiErrorResponses(401)
@Controller('api/sse')
export class LiveUpdatesController {
  constructor(
    private readonly hub: LiveUpdatesHub,
    @Inject(LIVE_UPDATES_HEARTBEAT_MS) private readonly heartbeatMs: number,
  ) {}

  @Get(':stream')
  @ApiOkResponse({
    description:
      'Server-Sent Events: first `{"type":"connected"}`, then `{"type":"{group}-customer-created|updated|deleted",' +
      ' "data":{"id","name","count?"}}` for each change (one per batch for bulk work); a comment every 25 s.',
    content: {
      'text/event-stream': {
        schema: { type: 'string', example: 'data: {"type":"connected"}\n\n' },
      },
    },
  })
  @ApiErrorResponses(404)
  async follow(
    @Param('stream') stream: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const group = stream.endsWith(STREAM_SUFFIX) ? stream.slice(0, -STREAM_SUFFIX.length) : '';
    if (group === '' || !(await this.hub.knowsGroup(group))) throw new UnknownUpdatesGroupError();
    let unsubscribe = (): void => undefined;
    const live = new LiveUpdatesStream(
      response,
      this.heartbeatMs,
      () => unsubscribe(),
      () => sessionStillSignedIn(request),
    );
    unsubscribe = this.hub.subscribe(group, live);
    // Subscribed before it says so: a change made after `connected` reaches this stream.
    live.send({ type: 'connected' });
  }
}

/** Whether the session that opened the stream is still stored and signed in (not signed out, not expired). */
function sessionStillSignedIn(request: Request): Promise<boolean> {
  const store = request.sessionStore;
  if (!store || !request.sessionID) return Promise.resolve(false);
  return new Promise((resolve) =>
    store.get(request.sessionID, (error: unknown, session) =>
      resolve(
        error
          ? true
          : Boolean((session as { passport?: { user?: unknown } } | null | undefined)?.passport?.user),
      ),
    ),
  );
}
