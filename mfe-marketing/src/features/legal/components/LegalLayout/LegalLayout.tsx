import styled from 'styled-components';
import { Card } from '@donation-network/shared-ui';

/** The "Last updated: ..." line under a legal page's heading. */
export const LastUpdated = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The card a legal document is printed on. */
export const DocumentCard = styled(Card)`
  margin-top: 16px;
  padding: 32px;

  ${({ theme }) => theme.media.mobile} {
    padding: 20px 16px;
  }
`;
