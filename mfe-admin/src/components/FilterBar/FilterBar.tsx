import styled from 'styled-components';

/** The filters above a console list: side by side, one per row on a phone. */
export const FilterBar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: end;
  gap: 12px;
  margin-bottom: 16px;
`;
