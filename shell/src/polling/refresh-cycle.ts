/** Spec §9: the rate and the unread count refresh every 30 s, with a countdown on screen. */
export const REFRESH_PERIOD_MS = 30_000;

export interface RefreshCycle {
  /** Whole seconds until the next refresh. */
  secondsLeft(): number;
  stop(): void;
}

/**
 * Calls `refresh` at once and then every period, and ticks once a second so a countdown can show
 * the seconds left. A refresh that falls due while the previous one still runs starts as soon as
 * that one ends: never two at once, and none lost.
 */
export function startRefreshCycle(refresh: () => Promise<unknown>, onTick: (secondsLeft: number) => void, periodMs = REFRESH_PERIOD_MS): RefreshCycle {
  let nextAt = Date.now() + periodMs;
  let running = false;
  let due = false;
  const run = () => {
    if (running) {
      due = true;
      return;
    }
    running = true;
    void refresh()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (due) {
          due = false;
          run();
        }
      });
  };
  const secondsLeft = () => Math.max(0, Math.ceil((nextAt - Date.now()) / 1000));
  run();
  const ticker = setInterval(() => {
    if (Date.now() >= nextAt) {
      nextAt += periodMs;
      run();
    }
    onTick(secondsLeft());
  }, 1000);
  return {
    secondsLeft,
    stop: () => clearInterval(ticker),
  };
}
