import { Injectable, Logger } from '@nestjs/common';

/**
 * The work event handlers do after a commit, one piece after the other in the order the units of
 * work committed. A unit of work waits for it before its command answers: a command's live updates
 * are sent when it returns (the terminal ends right after), and in order.
 */
@Injectable()
export class AfterCommit {
  private readonly logger = new Logger('AfterCommit');
  private last: Promise<void> = Promise.resolve();

  /** The change is committed whatever happens here: a failure is logged, never the command's. */
  queue(work: () => Promise<void>): Promise<void> {
    this.last = this.last.then(work).catch((error: unknown) => {
      this.logger.warn(`After-commit work failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    return this.last;
  }

  /** Settles when everything queued so far is done. */
  settled(): Promise<void> {
    return this.last;
  }
}
