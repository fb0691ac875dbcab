import styled from 'styled-components';

/**
 * The filters above a console list: side by side in columns of one width, one per row on a phone. The
 * columns are laid out for the whole row even when they stay empty, so a lone select is as wide as one
 * filter, not the page.
 */
export const FilterBar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  align-items: end;
  gap: 12px;
  margin-bottom: 16px;
`;
