/**
 * A progress bar on stderr, shown only on a terminal (never in a pipe, a file or a test): the steps
 * of a long command, so that a 20,000-row import does not look frozen.
 */
export class Progress {
  private readonly enabled = Boolean(process.stderr.isTTY);
  private step = 0;

  constructor(private readonly steps: number) {}

  advance(label: string): void {
    this.step = Math.min(this.step + 1, this.steps);
    if (!this.enabled) return;
    const width = 24;
    const filled = Math.round((this.step / this.steps) * width);
    process.stderr.write(
      `\r\x1b[K[${'='.repeat(filled)}${' '.repeat(width - filled)}] ${this.step}/${this.steps} ${label}`,
    );
  }

  done(): void {
    if (this.enabled) process.stderr.write('\r\x1b[K');
  }
}
