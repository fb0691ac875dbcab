import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from 'shared-ui';

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Track = styled.div`
  height: 8px;
  margin-top: 12px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Footer = styled(CardFooter)`
  margin-top: auto;
`;

export interface StatCardProps {
  title: string;
  value: ReactNode;
  description?: ReactNode;
  /** 0-100: draws a progress bar under the value. */
  progress?: number;
  action?: ReactNode;
}

/** A dashboard card with one headline figure. */
export function StatCard({ title, value, description, progress, action }: StatCardProps) {
  const titleId = `stat-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <StyledCard as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <Value>{value}</Value>
        {progress !== undefined && (
          <Track role="progressbar" aria-label={title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <Fill $percent={progress} />
          </Track>
        )}
      </CardContent>
      {action && <Footer>{action}</Footer>}
    </StyledCard>
  );
}
