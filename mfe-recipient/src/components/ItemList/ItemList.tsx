import styled, { css } from 'styled-components';
import { ListCard, SpreadRow } from '@donation-network/shared-ui';

// The recipient area's lists of cards (appointments, meeting requests, notifications): a heading row, the
// cards (in shared-ui's StackList), and a footer with the count and the page navigation.

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
