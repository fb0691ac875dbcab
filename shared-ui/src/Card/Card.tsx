import styled from 'styled-components';

/** Bordered, rounded surface. Compose with CardHeader / CardContent / CardFooter. */
export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 24px 24px 0;

  ${({ theme }) => theme.media.mobile} {
    padding: 16px 16px 0;
  }
`;

/** Card heading; an h3 by default (`as="h2"` to change the level). */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;
`;

export const CardDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardContent = styled.div`
  padding: 24px;

  ${({ theme }) => theme.media.mobile} {
    padding: 16px;
  }
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 0 24px 24px;

  ${({ theme }) => theme.media.mobile} {
    padding: 0 16px 16px;
  }
`;
