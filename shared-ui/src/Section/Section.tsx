import styled from 'styled-components';

/** A `<section>` with vertical rhythm (64px desktop / 40px mobile). */
export const Section = styled.section`
  padding-top: 64px;
  padding-bottom: 64px;

  ${({ theme }) => theme.media.mobile} {
    padding-top: 40px;
    padding-bottom: 40px;
  }
`;
