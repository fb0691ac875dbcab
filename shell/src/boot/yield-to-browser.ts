/**
 * Ends the current task so the browser can paint and answer input before the next step of the start-up:
 * `scheduler.yield()` where the browser has it (the rest runs ahead of other queued work), a new task otherwise.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
