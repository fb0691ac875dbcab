import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const ScrollArea = styled.div`
  /* positioned, so absolutely positioned content (visually hidden labels) scrolls with the table instead of widening the page */
  position: relative;
  width: 100%;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption-side: bottom;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface TableProps extends ComponentPropsWithRef<'table'> {
  /** Min width before the wrapper scrolls horizontally, e.g. '640px'. */
  minWidth?: string;
  /** Class of the scroll wrapper (the `className` prop goes on the table). */
  wrapperClassName?: string;
}

/**
 * Semantic table inside a horizontally scrollable, keyboard-focusable region
 * (named after the table's aria-label when given).
 */
export function Table({ minWidth, wrapperClassName, style, ...rest }: TableProps) {
  return (
    <ScrollArea className={wrapperClassName} role="region" aria-label={rest['aria-label'] ?? 'Table'} tabIndex={0} data-table-scroll="">
      <StyledTable style={minWidth ? { minWidth, ...style } : style} {...rest} />
    </ScrollArea>
  );
}

export const TableHead = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const TableBody = styled.tbody`
  tr:last-child {
    border-bottom: 0;
  }
`;

export const TableRow = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition: background ${({ theme }) => theme.transitions.fast};

  tbody > &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.surfaceMuted} 50.2%, transparent);
  }
`;

const StyledHeaderCell = styled.th`
  height: 44px;
  padding: 0 16px;
  text-align: left;
  vertical-align: middle;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

export type TableHeaderCellProps = ComponentPropsWithRef<'th'>;

/** `<th>`; scope defaults to "col". */
export function TableHeaderCell({ scope = 'col', ...rest }: TableHeaderCellProps) {
  return <StyledHeaderCell scope={scope} {...rest} />;
}

export const TableCell = styled.td`
  padding: 12px 16px;
  vertical-align: middle;
`;

export const TableCaption = styled.caption`
  padding: 12px 16px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: left;
`;
