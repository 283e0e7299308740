/**
 * A job's runs on this process, one after another (never two at once), each failure reported and
 * the next run still made; optionally one every `intervalMs`. `stop` ends the interval and waits
 * for the run under way.
 */
export class SerialRuns {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly onError?: (err: unknown) => void) {}

  /** Queues `run` every `intervalMs` (0 or less: never). */
  every(intervalMs: number, run: () => Promise<unknown>) {
    if (intervalMs > 0) this.timer = setInterval(() => this.queue(run), intervalMs);
  }

  /** Runs `run` now and then every `intervalMs` (0 or less: never, not even now). */
  startEvery(intervalMs: number, run: () => Promise<unknown>) {
    if (intervalMs <= 0) return;
    this.every(intervalMs, run);
    this.queue(run);
  }

  /** Runs `run` after the run under way. */
  queue(run: () => Promise<unknown>) {
    this.running = this.running.then(run).catch((err: unknown) => this.onError?.(err));
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
