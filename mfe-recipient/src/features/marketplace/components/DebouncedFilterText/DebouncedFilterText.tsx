import { useEffect, useState } from 'react';
import { FilterText, type FilterTextProps } from '@donation-network/shared-ui';

/** Typing waits this long before the URL (and the query) changes. */
export const FILTER_TEXT_DEBOUNCE_MS = 300;

export interface DebouncedFilterTextProps extends Omit<FilterTextProps, 'onValueChange'> {
  /** Called with the text once typing pauses. */
  onCommit: (value: string) => void;
}

/** A filter text box that follows its `value` (the URL) and reports typing once it pauses. */
export function DebouncedFilterText({ value, onCommit, ...rest }: DebouncedFilterTextProps) {
  const [text, setText] = useState(value);
  // the URL wins when it changes from outside (reset, back button): adjust while rendering
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onCommit(text), FILTER_TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);

  return <FilterText {...rest} value={text} onValueChange={setText} />;
}
