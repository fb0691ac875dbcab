/** Capitalised status or type for a badge: 'pending' → 'Pending'. */
export function label(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

/** The shown value of an optional field. */
export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : '—';
}
