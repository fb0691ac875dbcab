import { createContext, useContext, useId, type ReactNode } from 'react';
import styled from 'styled-components';
// The main entry's components by the package's name: a relative import would copy them into every
// dashboard's chart module, beside the copy the page already has.
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Grid } from '@donation-network/shared-ui';
import { PeriodPicker } from '../PeriodPicker/PeriodPicker';
import { TimeSeriesChart, type ChartSeries } from '../TimeSeriesChart/TimeSeriesChart';

// The blocks of a panel are headed one level below the panel's own title.
const BlockLevel = createContext<'h3' | 'h4'>('h4');

const Panel = styled(Card)`
  min-width: 0;
`;

const Header = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
  margin: 0 0 24px;

  > div {
    padding: 12px 16px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 4px 0 0;
  }
`;

const Figure = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Detail = styled.span`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Block = styled.div`
  min-width: 0;
`;

const BlockHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 8px;
`;

const BlockHeading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const BlockDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AnalyticsPeriodChoice {
  /** The periods offered, in days, in the order shown. */
  options: readonly number[];
  /** The period shown, in days. */
  value: number;
  onChange: (days: number) => void;
}

export interface AnalyticsPanelProps {
  title: string;
  /** Heading level of the title (default h3); the panel's blocks are headed one level below. */
  titleAs?: 'h2' | 'h3';
  /** Beside the title (for example a Premium badge). */
  badge?: ReactNode;
  description: ReactNode;
  /** The period picker beside the heading; left out while there are no figures to choose a period for. */
  period?: AnalyticsPeriodChoice;
  /** Places the panel in its page (a grid column, a margin). */
  className?: string;
  /** The figures (usually an AnalyticsFigures once they are read) and further AnalyticsBlocks. */
  children: ReactNode;
}

/** A dashboard's analytics: a card region named by its title, with a period picker beside the heading. */
export function AnalyticsPanel({ title, titleAs = 'h3', badge, description, period, className, children }: AnalyticsPanelProps) {
  const titleId = `analytics-${useId().replace(/:/g, '')}`;
  return (
    <Panel as="section" aria-labelledby={titleId} className={className}>
      <Header>
        <Heading>
          <TitleRow>
            <CardTitle as={titleAs} id={titleId}>
              {title}
            </CardTitle>
            {badge}
          </TitleRow>
          <CardDescription>{description}</CardDescription>
        </Heading>
        {period && <PeriodPicker options={period.options} value={period.value} onChange={period.onChange} label="Analytics period" />}
      </Header>
      <CardContent>
        <BlockLevel.Provider value={titleAs === 'h2' ? 'h3' : 'h4'}>{children}</BlockLevel.Provider>
      </CardContent>
    </Panel>
  );
}

export interface AnalyticsBlockProps {
  heading: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A headed part of an AnalyticsPanel: one chart, or a list beside the charts. */
export function AnalyticsBlock({ heading, description, children }: AnalyticsBlockProps) {
  const level = useContext(BlockLevel);
  return (
    <Block>
      <BlockHeader>
        <BlockHeading as={level}>{heading}</BlockHeading>
        {description && <BlockDescription>{description}</BlockDescription>}
      </BlockHeader>
      {children}
    </Block>
  );
}

export interface AnalyticsTotal {
  label: string;
  value: ReactNode;
  /** Under the value (what became of the requests, for example). */
  detail?: ReactNode;
}

export interface AnalyticsChart {
  heading: ReactNode;
  description?: ReactNode;
  /** The chart's accessible name and its table's. */
  title: string;
  series: readonly ChartSeries[];
}

export interface AnalyticsFiguresProps {
  /** The period the figures cover, in days: it names the totals. */
  days: number;
  totals: readonly AnalyticsTotal[];
  /** The first day of each bucket, oldest first. */
  dates: readonly string[];
  granularity: 'day' | 'week';
  /** Drawn two to a row on wider screens. */
  charts: readonly AnalyticsChart[];
}

/** A period's figures in an AnalyticsPanel: its totals, then one time-series chart per entry of `charts`. */
export function AnalyticsFigures({ days, totals, dates, granularity, charts }: AnalyticsFiguresProps) {
  return (
    <div>
      <Totals aria-label={`Totals of the last ${days} days`}>
        {totals.map((total) => (
          <div key={total.label}>
            <dt>{total.label}</dt>
            <dd>
              <Figure>{total.value}</Figure>
              {total.detail !== undefined && <Detail>{total.detail}</Detail>}
            </dd>
          </div>
        ))}
      </Totals>
      <Grid minColumnWidth={280} gap={24} maxColumns={2}>
        {charts.map((chart) => (
          <AnalyticsBlock key={chart.title} heading={chart.heading} description={chart.description}>
            <TimeSeriesChart title={chart.title} dates={dates} granularity={granularity} series={chart.series} />
          </AnalyticsBlock>
        ))}
      </Grid>
    </div>
  );
}
