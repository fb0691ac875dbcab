import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import type { PortalColors } from '../theme/tokens';
// by the package's name, so the chart module does not carry a second copy of the main entry's table and dates
import {
  formatDate,
  formatShortDate,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  VisuallyHidden,
} from '@donation-network/shared-ui';
import { countTicks, labelIndexes } from './chart-scale';

export interface ChartSeries {
  /** Stable key (React key, table column). */
  key: string;
  /** What the line counts, as the legend and the table name it ('Views'). */
  label: string;
  /** One value per entry of the chart's `dates`. */
  values: readonly number[];
}

export interface TimeSeriesChartProps {
  /** What the chart shows: its accessible name and the table's. */
  title: string;
  /** The first day of each bucket ('2026-11-02'), oldest first. */
  dates: readonly string[];
  series: readonly ChartSeries[];
  /** Buckets of a day or of a week (labels read 'Week of …'). */
  granularity?: 'day' | 'week';
  /** Height of the plot in pixels. */
  height?: number;
}

/** Each line's colour and dash, so lines differ by more than hue. */
const LINE_STYLES: readonly { color: keyof PortalColors; dash?: string }[] = [
  { color: 'primary' },
  { color: 'info', dash: '6 4' },
  { color: 'success', dash: '2 3' },
  { color: 'warning', dash: '8 3 2 3' },
  { color: 'textMuted', dash: '12 4' },
];
const lineStyle = (index: number) => LINE_STYLES[index % LINE_STYLES.length];

const MARGIN = { top: 12, right: 16, bottom: 28, left: 40 };
/** Width the plot is drawn at before the container is measured (and where nothing measures, as on the server). */
const DEFAULT_WIDTH = 640;
/** Room an axis date label takes. */
const LABEL_SPACING = 72;

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const PlotArea = styled.div`
  position: relative;

  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
    touch-action: pan-y;
  }
`;

const AxisText = styled.text`
  fill: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-family: ${({ theme }) => theme.fonts.body};
`;

const GridLine = styled.line`
  stroke: ${({ theme }) => theme.colors.border};
  stroke-width: 1;
`;

const Tooltip = styled.div`
  position: absolute;
  top: 0;
  z-index: 1;
  min-width: 140px;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text};
  pointer-events: none;

  p {
    margin: 0 0 4px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dl {
    display: grid;
    grid-template-columns: auto auto;
    gap: 2px 12px;
    margin: 0;
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Figures = styled.details`
  margin-top: 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    width: fit-content;
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }

  [data-table-scroll] {
    margin-top: 8px;
    max-height: 320px;
    overflow-y: auto;
  }

  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** The container's width, followed as it changes (DEFAULT_WIDTH until measured). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function bucketName(date: string, granularity: 'day' | 'week'): string {
  return granularity === 'week' ? `Week of ${formatDate(date)}` : formatDate(date);
}

/** One sentence per series for the image's description: the total and the busiest bucket. */
function describe(series: readonly ChartSeries[], dates: readonly string[], granularity: 'day' | 'week'): string {
  const period = dates.length > 0 ? `From ${formatDate(dates[0])} to ${formatDate(dates[dates.length - 1])}.` : 'No data.';
  const lines = series.map(({ label, values }) => {
    const total = sum(values);
    if (total === 0) return `${label}: none.`;
    const peak = values.reduce((best, value, index) => (value > values[best] ? index : best), 0);
    const when = granularity === 'week' ? `in the week of ${formatDate(dates[peak])}` : `on ${formatDate(dates[peak])}`;
    return `${label}: ${total} in total, most ${when} (${values[peak]}).`;
  });
  return [period, ...lines].join(' ');
}

/**
 * A line chart of counts over time, drawn as SVG at the container's width (readable on a phone), in the
 * theme's colours (light and dark). Screen readers get a summary as the image's description, and everyone
 * can open the figures as a table. Pointing at the plot shows that day's values.
 */
export function TimeSeriesChart({ title, dates, series, granularity = 'day', height = 220 }: TimeSeriesChartProps) {
  const theme = useTheme();
  const id = useId();
  const { ref, width } = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);

  const count = dates.length;
  const ticks = countTicks(Math.max(0, ...series.flatMap((line) => line.values)));
  const top = ticks[ticks.length - 1];
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const x = (index: number) => MARGIN.left + (count <= 1 ? plotWidth / 2 : (index * plotWidth) / (count - 1));
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const linePath = (values: readonly number[]) =>
    values.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(value)}`).join(' ');

  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || count === 0) return;
    const plotX = ((event.clientX - box.left) / box.width) * width - MARGIN.left;
    const index = count <= 1 ? 0 : Math.round((plotX / plotWidth) * (count - 1));
    setActive(Math.min(count - 1, Math.max(0, index)));
  };

  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const first = series[0];

  return (
    <Figure aria-labelledby={titleId}>
      <VisuallyHidden as="figcaption" id={titleId}>
        {title}
      </VisuallyHidden>
      <Legend aria-label={`${title}: totals`}>
        {series.map((line, index) => {
          const style = lineStyle(index);
          return (
            <li key={line.key}>
              <svg width="24" height="10" aria-hidden="true" focusable="false">
                <line
                  x1="0"
                  y1="5"
                  x2="24"
                  y2="5"
                  style={{ stroke: theme.colors[style.color], strokeWidth: 3, strokeDasharray: style.dash }}
                />
              </svg>
              <span>
                {line.label} <strong>{sum(line.values)}</strong>
              </span>
            </li>
          );
        })}
      </Legend>
      <PlotArea ref={ref}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
          onPointerMove={pointAt}
          onPointerDown={pointAt}
          onPointerLeave={() => setActive(null)}
        >
          <desc id={descriptionId}>{describe(series, dates, granularity)}</desc>
          <g aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick}>
                <GridLine x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} />
                <AxisText x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tick}
                </AxisText>
              </g>
            ))}
            {labelIndexes(count, plotWidth / LABEL_SPACING).map((index) => (
              <AxisText
                key={dates[index]}
                x={x(index)}
                y={height - 8}
                textAnchor={count > 1 && index === 0 ? 'start' : count > 1 && index === count - 1 ? 'end' : 'middle'}
              >
                {formatShortDate(dates[index])}
              </AxisText>
            ))}
            {first && count > 1 && (
              <path
                d={`${linePath(first.values)} L${x(count - 1)},${y(0)} L${x(0)},${y(0)} Z`}
                style={{ fill: theme.colors[lineStyle(0).color], fillOpacity: 0.1 }}
              />
            )}
            {series.map((line, index) => {
              const style = lineStyle(index);
              return (
                <path
                  key={line.key}
                  d={count > 1 ? linePath(line.values) : `M${x(0) - 4},${y(line.values[0] ?? 0)} h8`}
                  style={{
                    fill: 'none',
                    stroke: theme.colors[style.color],
                    strokeWidth: index === 0 ? 2.5 : 2,
                    strokeDasharray: style.dash,
                    strokeLinejoin: 'round',
                    strokeLinecap: 'round',
                  }}
                />
              );
            })}
            {active !== null && (
              <g>
                <line
                  x1={x(active)}
                  x2={x(active)}
                  y1={MARGIN.top}
                  y2={MARGIN.top + plotHeight}
                  style={{ stroke: theme.colors.textMuted }}
                />
                {series.map((line, index) => (
                  <circle
                    key={line.key}
                    cx={x(active)}
                    cy={y(line.values[active] ?? 0)}
                    r={4}
                    style={{ fill: theme.colors.surface, stroke: theme.colors[lineStyle(index).color], strokeWidth: 2 }}
                  />
                ))}
              </g>
            )}
          </g>
        </svg>
        {active !== null && (
          <Tooltip
            aria-hidden="true"
            data-testid="chart-tooltip"
            style={
              x(active) > width / 2
                ? { right: `${((width - x(active) + 12) / width) * 100}%` }
                : { left: `${((x(active) + 12) / width) * 100}%` }
            }
          >
            <p>{bucketName(dates[active], granularity)}</p>
            <dl>
              {series.map((line) => (
                <div key={line.key} style={{ display: 'contents' }}>
                  <dt>{line.label}</dt>
                  <dd>{line.values[active] ?? 0}</dd>
                </div>
              ))}
            </dl>
          </Tooltip>
        )}
      </PlotArea>
      <Figures>
        <summary>Show the figures as a table</summary>
        <Table aria-label={`${title}: figures`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">{granularity === 'week' ? 'Week of' : 'Date'}</TableHeaderCell>
              {series.map((line) => (
                <TableHeaderCell key={line.key} scope="col">
                  {line.label}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {dates.map((date, index) => (
              <TableRow key={date}>
                <TableHeaderCell scope="row">{formatDate(date)}</TableHeaderCell>
                {series.map((line) => (
                  <TableCell key={line.key}>{line.values[index] ?? 0}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Figures>
    </Figure>
  );
}
