/** A price with its currency (Intl); without a currency just the number. */
export function formatPrice(price: number | string, currency: string | null | undefined): string {
  const amount = Number(price);
  if (!currency) return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}
