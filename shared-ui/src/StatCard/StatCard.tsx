import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../Card/Card';

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
  width: 100%;
  flex-direction: column;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Footer = styled(CardFooter)`
  margin-top: auto;
`;

export interface StatCardProps {
  title: string;
  /** Heading level of the title (default h3). */
  titleAs?: 'h2' | 'h3';
  /** Beside the title (for example a Premium badge). */
  badge?: ReactNode;
  description?: ReactNode;
  /** The headline figure. */
  value?: ReactNode;
  /** 0-100: draws a progress bar under the value. */
  progress?: number;
  /** Further content under the value (a list, a message). */
  children?: ReactNode;
  /** Pinned to the bottom of the card (a link or button). */
  action?: ReactNode;
}

/** A dashboard card: a region named by its title, with an optional headline figure, progress bar and action. */
export function StatCard({ title, titleAs, badge, description, value, progress, children, action }: StatCardProps) {
  const titleId = `stat-${useId().replace(/:/g, '')}`;
  const heading = (
    <CardTitle as={titleAs} id={titleId}>
      {title}
    </CardTitle>
  );
  const hasContent = value !== undefined || progress !== undefined || children !== undefined;
  return (
    <StyledCard as="section" aria-labelledby={titleId}>
      <CardHeader>
        {badge ? (
          <TitleRow>
            {heading}
            {badge}
          </TitleRow>
        ) : (
          heading
        )}
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {hasContent && (
        <CardContent>
          {value !== undefined && <Value>{value}</Value>}
          {progress !== undefined && (
            <Track role="progressbar" aria-label={title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
              <Fill $percent={progress} />
            </Track>
          )}
          {children}
        </CardContent>
      )}
      {action && <Footer>{action}</Footer>}
    </StyledCard>
  );
}
