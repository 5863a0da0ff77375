/** Input that proves someone is at the page. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleWatchOptions {
  /** Runtime config `sessionIdleMinutes`. */
  idleMinutes: number;
  onIdle: () => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  setTimer?: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

/**
 * Spec §4 idle: calls `onIdle` once the page has had no input for the configured minutes; any input
 * starts the count again. Returns the function that stops watching.
 */
export function watchIdle({ idleMinutes, onIdle, target = window, setTimer = setTimeout, clearTimer = clearTimeout }: IdleWatchOptions): () => void {
  const idleMs = idleMinutes * 60_000;
  let timer = setTimer(onIdle, idleMs);
  // Pointer moves come by the hundred per second; restarting the timer once a second is plenty.
  let lastRestart = Date.now();
  const restart = () => {
    const now = Date.now();
    if (now - lastRestart < 1000) return;
    lastRestart = now;
    clearTimer(timer);
    timer = setTimer(onIdle, idleMs);
  };
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, restart, { passive: true });
  return () => {
    clearTimer(timer);
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, restart);
  };
}
