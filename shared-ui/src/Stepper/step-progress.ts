/**
 * Percentage of a multi-step flow completed when `current` (1-based) is the
 * active step: (current - 1) / (total - 1) * 100, clamped to 0..100.
 * A single-step flow is 100 once on its step.
 */
export function stepProgress(current: number, total: number): number {
  if (!Number.isFinite(total) || total < 1) return 0;
  if (total === 1) return current >= 1 ? 100 : 0;
  const clamped = Math.min(Math.max(current, 1), total);
  return ((clamped - 1) / (total - 1)) * 100;
}
