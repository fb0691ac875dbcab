import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';

/** "3 hours ago" with the exact date and time as a tooltip and machine-readable value. */
export function SavedAt({ at }: { at: string }) {
  const date = parseISO(at);
  if (!isValid(date)) return null;
  return (
    <time dateTime={date.toISOString()} title={format(date, 'd MMM yyyy, HH:mm')}>
      {formatDistanceToNow(date, { addSuffix: true })}
    </time>
  );
}
