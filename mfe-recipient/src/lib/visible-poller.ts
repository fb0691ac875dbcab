/**
 * Calls `callback` every `intervalMs` while the page is visible (document.visibilityState)
 * and pauses while it is hidden. On return to the page it calls at once if a call is due,
 * then keeps the interval. The first call is the caller's (it usually loads on start).
 * Returns a function that stops the poller.
 */
export function startVisiblePoller(callback: () => void, intervalMs: number): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastRun = Date.now();
  const run = () => {
    lastRun = Date.now();
    callback();
  };
  const resume = () => {
    if (timer === undefined) timer = setInterval(run, intervalMs);
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') {
      pause();
      return;
    }
    if (Date.now() - lastRun >= intervalMs) run();
    resume();
  };

  document.addEventListener('visibilitychange', onVisibilityChange);
  if (document.visibilityState !== 'hidden') resume();
  return () => {
    pause();
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
