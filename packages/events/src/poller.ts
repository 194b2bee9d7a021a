/** Runs a batch job in the background: every `intervalMs`, at once when nudged, and again straight away
 * while a batch says there is more. Used for work kept in tables (the outbox, outgoing mail). */
export class Poller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<boolean> | null = null;
  private again = false;
  private stopped = true;

  /** `batch` resolves to true when it left more to do. */
  constructor(
    private readonly batch: () => Promise<boolean>,
    private readonly intervalMs: number,
    private readonly onError: (err: Error) => void = () => {},
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a pass now (after a commit that added work), instead of at the next interval. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** One pass, not overlapping a pass under way; resolves to whether there is more. */
  runOnce(): Promise<boolean> {
    if (this.running) return this.running.then(() => this.runOnce());
    this.running = this.batch().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    let more = false;
    try {
      more = await this.runOnce();
    } catch (err) {
      this.onError(err as Error);
    }
    if (this.stopped) return;
    const now = more || this.again;
    this.again = false;
    this.schedule(now ? 0 : this.intervalMs);
  }
}
