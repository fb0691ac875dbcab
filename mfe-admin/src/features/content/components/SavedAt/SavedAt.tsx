import { formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { formatDateTime } from '@donation-network/shared-ui';

/** "3 hours ago" with the exact date and time as a tooltip and machine-readable value. */
export function SavedAt({ at }: { at: string }) {
  const date = parseISO(at);
  if (!isValid(date)) return null;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)}>
      {formatDistanceToNow(date, { addSuffix: true })}
    </time>
  );
}
