import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { PortalRead } from '@donation-network/portal-session';
import { DataState, LinkButton, ListCard, SpreadRow } from '@donation-network/shared-ui';

// The recipient area's lists of cards (appointments, meeting requests, notifications): a heading row, the
// cards (in shared-ui's StackList) with their loading, error and empty states, and a footer with the count
// and the page navigation.

/** The list page's heading and its actions, side by side (stacked when they do not fit). */
export const ListHeader = styled(SpreadRow)`
  gap: 12px;
  margin-bottom: 16px;
`;

export const ListHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** One card of the list; `$accent` marks it (an unread notification). */
export const ItemCard = styled(ListCard)<{ $accent?: boolean }>`
  ${({ $accent, theme }) =>
    $accent &&
    css`
      border-left: 4px solid ${theme.colors.primary};
    `}
`;

/** A card's title and its status badge, side by side (stacked when they do not fit). */
export const ItemHeader = styled(SpreadRow)`
  gap: 8px;
`;

export const ItemTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

/** Under the list: how many there are, and the page navigation. */
export const ListFooter = styled(SpreadRow)`
  gap: 12px;
  margin-top: 16px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EmptyBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface ItemListStateProps {
  /** The list's read. */
  result: PortalRead<unknown>;
  /** What the list holds, in the plural ('appointments'): the loading and error texts name it. */
  noun: string;
  isEmpty: boolean;
  /** Said when the list is empty, above the link to where the first item is made. */
  emptyText: string;
  emptyLink: { to: string; label: string };
  /** The cards (and the footer), once the read has succeeded. */
  children: () => ReactNode;
}

/** The list's loading and error states, and its empty state with a link to where the first item is made. */
export function ItemListState({ result, noun, isEmpty, emptyText, emptyLink, children }: ItemListStateProps) {
  return (
    <DataState
      result={result}
      loadingLabel={`Loading ${noun}...`}
      errorFallback={`Your ${noun} could not be loaded. Please try again.`}
      isEmpty={isEmpty}
      empty={
        <EmptyBox>
          <p>{emptyText}</p>
          <LinkButton to={emptyLink.to} variant="outline" size="sm">
            {emptyLink.label}
          </LinkButton>
        </EmptyBox>
      }
    >
      {children}
    </DataState>
  );
}
