import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface PaginationProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark (default 'Pagination'). */
  'aria-label'?: string;
}

/**
 * Previous / 'Page x of y' / Next in a navigation landmark; the current page carries
 * aria-current. Renders nothing when everything fits on one page.
 */
export function Pagination({ page, pageCount, onPageChange, 'aria-label': label = 'Pagination', ...rest }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label} {...rest}>
      <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <Current aria-current="page">
        Page {page} of {pageCount}
      </Current>
      <Button type="button" variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Nav>
  );
}
