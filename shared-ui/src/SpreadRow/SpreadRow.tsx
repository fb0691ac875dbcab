import styled from 'styled-components';

/**
 * A row whose items sit at both ends and wrap on narrow screens: a section header
 * with its actions, a result count with the pager. Extend it for spacing
 * (`styled(SpreadRow)`) and pick the element with `as` (header, aside, li).
 */
export const SpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;
