import type { Response } from 'express';
import type { LiveUpdateEvent } from '../../application/live-updates/live-update.event';
import type { LiveUpdatesSubscriber } from '../../application/live-updates/live-updates-hub.service';

/** A browser that reads slower than this many bytes behind is cut off; it reconnects and refetches. */
const MOST_UNREAD_BYTES = 1024 * 1024;
/** How long a browser waits before reconnecting a stream that ended. */
const RECONNECT_AFTER_MS = 3000;

/**
 * One Server-Sent Events answer: `data: <json>` events, a comment as heartbeat. `no-transform`
 * keeps the compression middleware from buffering it (it skips such answers), `X-Accel-Buffering`
 * does the same for a proxy in front.
 */
export class LiveUpdatesStream implements LiveUpdatesSubscriber {
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  /**
   * `stillSignedIn` is asked at each heartbeat: a stream opened before its session signed out (or
   * expired) ends then, and the browser's reconnection meets the 401.
   */
  constructor(
    private readonly response: Response,
    heartbeatMs: number,
    private readonly onClose: () => void,
    private readonly stillSignedIn: () => Promise<boolean> = () => Promise.resolve(true),
  ) {
    response.status(200);
    response.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // The socket goes with the stream: a shutdown need not wait for an idle keep-alive connection.
      Connection: 'close',
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    response.socket?.setNoDelay(true);
    this.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
    this.heartbeat = setInterval(() => void this.beat(), heartbeatMs);
    response.on('close', () => this.finish());
  }

  send(event: LiveUpdateEvent): void {
    this.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  private async beat(): Promise<void> {
    const signedIn = await this.stillSignedIn().catch(() => true);
    if (signedIn) this.write(': heartbeat\n\n');
    else this.close();
  }

  close(): void {
    if (this.closed) return;
    this.response.end();
    this.finish();
  }

  private write(text: string): void {
    if (this.closed) return;
    if (this.response.writableLength > MOST_UNREAD_BYTES) return this.close();
    this.response.write(text);
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.onClose();
  }
}
