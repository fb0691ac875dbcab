import styled from 'styled-components';
import { Container } from '../Container/Container';

/** The frame of a full page that is not a landing page (legal pages, partner pages, a dashboard): the page column, 48px above and 64px below, less on phones. */
export const PageFrame = styled(Container)`
  padding-top: 48px;
  padding-bottom: 64px;

  ${({ theme }) => theme.media.mobile} {
    padding-top: 32px;
    padding-bottom: 40px;
  }
`;
