import styled from 'styled-components';
/**
 * Two columns under the heading (directory: filters | results; profile: tabs | sidebar),
 * one column on mobile. `$columns` is the desktop grid-template-columns.
 */
export const SplitLayout = styled.div<{ $columns: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  gap: 24px;
  align-items: start;
  margin-top: 24px;

  ${({ theme }) => theme.media.mobile} {
    /* minmax(0, …): a wide child (a row of tabs) scrolls inside instead of widening the page */
    grid-template-columns: minmax(0, 1fr);
  }
`;
