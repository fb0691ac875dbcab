import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { AnalyticsBlock, AnalyticsFigures, AnalyticsPanel } from './AnalyticsPanel';

const DATES = ['2026-11-26', '2026-11-27', '2026-11-28'];

test('a region named by its title, whose picker reports the chosen period', async () => {
  const onChange = jest.fn();
  renderWithProviders(
    <AnalyticsPanel
      title="Listing analytics"
      titleAs="h2"
      badge={<span>Premium</span>}
      description="What your listings bring in."
      period={{ options: [7, 30, 90], value: 30, onChange }}
    >
      <AnalyticsBlock heading="Most viewed listings" description="Views in the last 30 days.">
        <p>Nothing yet.</p>
      </AnalyticsBlock>
    </AnalyticsPanel>,
  );
  const panel = screen.getByRole('region', { name: 'Listing analytics' });
  expect(within(panel).getByRole('heading', { level: 2, name: 'Listing analytics' })).toBeInTheDocument();
  expect(within(panel).getByText('Premium')).toBeInTheDocument();
  expect(within(panel).getByText('What your listings bring in.')).toBeInTheDocument();
  // the blocks are headed one level below the panel
  expect(within(panel).getByRole('heading', { level: 3, name: 'Most viewed listings' })).toBeInTheDocument();
  expect(within(panel).getByText('Views in the last 30 days.')).toBeInTheDocument();
  expect(within(panel).getByText('Nothing yet.')).toBeInTheDocument();

  const picker = within(panel).getByRole('group', { name: 'Analytics period' });
  expect(within(picker).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(picker).getByRole('button', { name: '7 days' }));
  expect(onChange).toHaveBeenCalledWith(7);
});

test('without a period there is no picker, and an h3 title heads its blocks with h4', () => {
  renderWithProviders(
    <AnalyticsPanel title="Profile Analytics" description="Views of your profile.">
      <AnalyticsBlock heading="Profile views">
        <p>Upgrade to see them.</p>
      </AnalyticsBlock>
    </AnalyticsPanel>,
  );
  const panel = screen.getByRole('region', { name: 'Profile Analytics' });
  expect(within(panel).getByRole('heading', { level: 3, name: 'Profile Analytics' })).toBeInTheDocument();
  expect(within(panel).getByRole('heading', { level: 4, name: 'Profile views' })).toBeInTheDocument();
  expect(within(panel).queryByRole('group', { name: 'Analytics period' })).not.toBeInTheDocument();
});

test("the figures: the period's totals with their details, then a headed chart per entry", () => {
  renderWithProviders(
    <AnalyticsPanel title="Listing analytics" titleAs="h2" description="What your listings bring in.">
      <AnalyticsFigures
        days={7}
        totals={[
          { label: 'Views', value: 12, detail: 'in the last 7 days' },
          { label: 'Accepted', value: '67%' },
        ]}
        dates={DATES}
        granularity="day"
        charts={[
          {
            heading: 'Views',
            description: 'One per viewer per day.',
            title: 'Views of your listings',
            series: [{ key: 'views', label: 'Views', values: [4, 7, 1] }],
          },
          {
            heading: 'Requests',
            title: 'Meeting requests',
            series: [{ key: 'requests', label: 'Requests', values: [2, 0, 0] }],
          },
        ]}
      />
    </AnalyticsPanel>,
  );
  expect(screen.getByLabelText('Totals of the last 7 days')).toHaveTextContent('Views12in the last 7 daysAccepted67%');
  expect(screen.getByRole('heading', { level: 3, name: 'Views' })).toBeInTheDocument();
  expect(screen.getByText('One per viewer per day.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /^Views of your listings/ })).toHaveAccessibleName(
    expect.stringContaining('Views: 12 in total, most on 27 Nov 2026 (7).'),
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Requests' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /^Meeting requests/ })).toBeInTheDocument();
});
