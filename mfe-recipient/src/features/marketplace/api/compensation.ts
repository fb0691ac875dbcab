import { useMemo } from 'react';
import { convertMoney, formatMoney, useDisplayCurrency, type DisplayCurrency } from '@donation-network/portal-session';

/** An executive row's compensation: the display text and the parts the database derives from it. */
export interface CompensationParts {
  compensation: string;
  /** numeric: a string from @supabase/lite, a number from PostgREST. */
  compensation_amount: number | string | null;
  compensation_currency: string | null;
  /** hour, day, week, month or year */
  compensation_period: string | null;
  compensation_equity_percent: number | string | null;
}

/** The compensation columns of a select. */
export const COMPENSATION_COLUMNS =
  'compensation, compensation_amount, compensation_currency, compensation_period, compensation_equity_percent';

export interface CompensationText {
  /** As offered: '€150/hour', '0.5% equity', 'Negotiable'. */
  offered: string;
  /** The rate in the display currency when that differs and a rate is known: '≈ $163/hour'. */
  estimate: string | null;
}

/**
 * Pure: the compensation as the viewer reads it. A rate in its own currency per its period, with an
 * estimate in the display currency; a share of equity as a percentage, never money ('0.5% equity');
 * anything else as written, or `fallback` when blank.
 */
export function describeCompensation(row: CompensationParts, { display, rates }: DisplayCurrency, fallback: string): CompensationText {
  if (row.compensation_equity_percent !== null) {
    const percent = Number(row.compensation_equity_percent).toLocaleString('en-US', { maximumFractionDigits: 2 });
    return { offered: `${percent}% equity`, estimate: null };
  }
  const { compensation_amount: amount, compensation_currency: currency, compensation_period: period } = row;
  if (amount === null || !currency || !period) return { offered: row.compensation.trim() || fallback, estimate: null };
  const offered = `${formatMoney(amount, currency, { trimWhole: true })}/${period}`;
  const converted = display && display !== currency ? convertMoney(amount, currency, display, rates) : null;
  return { offered, estimate: converted === null ? null : `≈ ${formatMoney(converted, display, { whole: true })}/${period}` };
}

/** describeCompensation on one line: '€150/hour (≈ $163/hour)'. */
export function formatCompensation(row: CompensationParts, currency: DisplayCurrency, fallback: string): string {
  const { offered, estimate } = describeCompensation(row, currency, fallback);
  return estimate ? `${offered} (${estimate})` : offered;
}

/** describeCompensation and formatCompensation with the signed-in person's currency preference. */
export function useCompensation() {
  const { display, rates } = useDisplayCurrency();
  return useMemo(
    () => ({
      describe: (row: CompensationParts, fallback: string) => describeCompensation(row, { display, rates }, fallback),
      format: (row: CompensationParts, fallback: string) => formatCompensation(row, { display, rates }, fallback),
    }),
    [display, rates],
  );
}
