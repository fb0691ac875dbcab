/** The period a plan's price covers: 30 days 'per month', 90 'per quarter', anything else 'per year'. */
export function planPeriodLabel(durationDays: number): string {
  if (durationDays === 30) return 'per month';
  if (durationDays === 90) return 'per quarter';
  return 'per year';
}
