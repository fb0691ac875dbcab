import styled from 'styled-components';

/** Centred page column: max-width 1200px with responsive side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin-left: auto;
  margin-right: auto;
  padding-left: 24px;
  padding-right: 24px;

  ${({ theme }) => theme.media.mobile} {
    padding-left: 16px;
    padding-right: 16px;
  }
`;
