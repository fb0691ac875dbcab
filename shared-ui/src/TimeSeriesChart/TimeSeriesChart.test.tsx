import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { darkTheme } from '../theme/tokens';
import { renderWithTheme } from '../testing/render-with-theme';
import { countTicks, labelIndexes } from './chart-scale';
import { TimeSeriesChart } from './TimeSeriesChart';

const DATES = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'];
const SERIES = [
  { key: 'views', label: 'Views', values: [3, 9, 0, 4] },
  { key: 'requests', label: 'Meeting requests', values: [0, 1, 0, 0] },
];

describe('TimeSeriesChart', () => {
  it('is an image named by its title and described by the totals and the busiest day of each line', () => {
    renderWithTheme(<TimeSeriesChart title="Listing activity" dates={DATES} series={SERIES} />);
    const image = screen.getByRole('img', { name: /Listing activity/ });
    expect(image).toHaveAccessibleName(
      'Listing activity From 02 Nov 2026 to 05 Nov 2026. Views: 16 in total, most on 03 Nov 2026 (9). ' +
        'Meeting requests: 1 in total, most on 03 Nov 2026 (1).',
    );
    expect(screen.getByRole('figure', { name: 'Listing activity' })).toContainElement(image);
  });

  it('says "none" for a line with nothing in the period', () => {
    renderWithTheme(<TimeSeriesChart title="Profile" dates={DATES} series={[{ key: 'views', label: 'Views', values: [0, 0, 0, 0] }]} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Profile From 02 Nov 2026 to 05 Nov 2026. Views: none.');
  });

  it('shows each line with its total in the legend', () => {
    renderWithTheme(<TimeSeriesChart title="Listing activity" dates={DATES} series={SERIES} />);
    const legend = screen.getByRole('list', { name: 'Listing activity: totals' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Views 16', 'Meeting requests 1']);
  });

  it('draws one line per series through every point, on whole-number ticks from 0 to a round top', () => {
    const { container } = renderWithTheme(<TimeSeriesChart title="Listing activity" dates={DATES} series={SERIES} height={220} />);
    const plot = container.querySelector('svg[role="img"]') as SVGSVGElement;
    // area under the first line + one path per line
    const paths = plot.querySelectorAll('path');
    expect(paths).toHaveLength(3);
    expect(paths[1].getAttribute('d')?.match(/[ML]/g)).toHaveLength(4);
    const ticks = Array.from(plot.querySelectorAll('text'))
      .map((text) => text.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(ticks).toEqual(['0', '5', '10']);
  });

  it('opens the figures as a table, one row per day and one column per line', async () => {
    renderWithTheme(<TimeSeriesChart title="Listing activity" dates={DATES} series={SERIES} />);
    await userEvent.click(screen.getByText('Show the figures as a table'));
    const table = screen.getByRole('table', { name: 'Listing activity: figures' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent))).toEqual([
      ['Date', 'Views', 'Meeting requests'],
      ['02 Nov 2026', '3', '0'],
      ['03 Nov 2026', '9', '1'],
      ['04 Nov 2026', '0', '0'],
      ['05 Nov 2026', '4', '0'],
    ]);
  });

  it('names weekly buckets by their first day', async () => {
    renderWithTheme(<TimeSeriesChart title="Profile" dates={['2026-11-02', '2026-11-09']} series={[SERIES[0]]} granularity="week" />);
    await userEvent.click(screen.getByText('Show the figures as a table'));
    expect(screen.getByRole('columnheader', { name: 'Week of' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(expect.stringContaining('most in the week of 09 Nov 2026 (9)'));
  });

  it("pointing at the plot shows the nearest day's values; leaving hides them", () => {
    const { container } = renderWithTheme(<TimeSeriesChart title="Listing activity" dates={DATES} series={SERIES} />);
    const plot = container.querySelector('svg[role="img"]') as SVGSVGElement;
    // jsdom lays nothing out: the plot is 640 px wide at the left edge
    plot.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 640,
      height: 220,
      right: 640,
      bottom: 220,
      x: 0,
      y: 0,
      toJSON: () => '',
    });
    // jsdom has no PointerEvent: a mouse event of the same type carries the position
    fireEvent(plot, new MouseEvent('pointermove', { bubbles: true, clientX: 230 }));
    const tooltip = screen.getByTestId('chart-tooltip');
    expect(tooltip).toHaveTextContent('03 Nov 2026');
    expect(tooltip).toHaveTextContent('Views9');
    expect(tooltip).toHaveTextContent('Meeting requests1');
    fireEvent.pointerLeave(plot);
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it("takes its colours from the theme (dark mode's own)", () => {
    const { container } = renderWithTheme(<TimeSeriesChart title="Listing activity" dates={DATES} series={SERIES} />, { dark: true });
    const lines = container.querySelectorAll('svg[role="img"] path');
    expect((lines[1] as SVGPathElement).style.stroke).toBe(darkTheme.colors.primary);
    expect((lines[2] as SVGPathElement).style.stroke).toBe(darkTheme.colors.info);
    expect((lines[2] as SVGPathElement).style.strokeDasharray).not.toBe('');
  });
});

describe('chart scale', () => {
  it('rounds the top up to 1, 2 or 5 times a power of ten, in whole steps, and never below 4', () => {
    expect(countTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(1)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(6)).toEqual([0, 2, 4, 6]);
    expect(countTicks(9)).toEqual([0, 5, 10]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('labels the first and last point and evenly spaced ones between, as many as there is room for', () => {
    expect(labelIndexes(30, 4)).toEqual([0, 10, 20, 29]);
    expect(labelIndexes(7, 10)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelIndexes(31, 4)).toEqual([0, 10, 20, 30]);
    expect(labelIndexes(1, 4)).toEqual([0]);
  });
});
