import styled from 'styled-components';
import { Container } from '@donation-network/shared-ui';

/** The frame of a full page of this remote (legal pages, partner pages, the partner dashboard): 48px above, 64px below, less on phones. */
export const PageFrame = styled(Container)`
  padding-top: 48px;
  padding-bottom: 64px;

  ${({ theme }) => theme.media.mobile} {
    padding-top: 32px;
    padding-bottom: 40px;
  }
`;
