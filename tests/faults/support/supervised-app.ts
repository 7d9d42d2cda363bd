import { startApp, type AppExit, type AppProcess } from './app-process';

/**
 * The app as a supervisor (systemd, a container runtime) keeps it: stopped or killed, then started
 * again on the same port and data. Clients ask `url()` and wait while it is down.
 */
export class SupervisedApp {
  readonly startTimesMs: number[] = [];
  kills = 0;
  private current: AppProcess | null = null;
  private up!: Promise<string>;
  private markUp!: (url: string) => void;

  constructor(private readonly env: Record<string, string>) {
    this.markDown();
  }

  url(): Promise<string> {
    return this.up;
  }

  get pid(): number {
    return this.current!.pid;
  }

  async start(): Promise<void> {
    this.current = await startApp(this.env);
    this.startTimesMs.push(this.current.startMs);
    this.markUp(this.current.baseUrl);
  }

  /** SIGKILL: no shutdown code runs, as in a power cut of the process. */
  async crash(): Promise<void> {
    const exit = await this.stop('SIGKILL');
    if (exit.signal !== 'SIGKILL') throw new Error(`The app was already gone (${exit.code}):\n${this.current!.output()}`);
    this.kills += 1;
  }

  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<AppExit> {
    this.markDown();
    return this.current!.stop(signal);
  }

  private markDown(): void {
    this.up = new Promise((resolve) => (this.markUp = resolve));
  }
}
