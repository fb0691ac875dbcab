import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { PageHeading } from './PageHeading';

test('renders an h1 title and an optional subtitle and actions', () => {
  renderWithTheme(
    <PageHeading title="Find a donor" subtitle="Search by blood type and city" actions={<button type="button">Add</button>} />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Find a donor' })).toBeInTheDocument();
  expect(screen.getByText('Search by blood type and city').tagName).toBe('P');
  expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
});

test('omits the subtitle when not given', () => {
  const { container } = renderWithTheme(<PageHeading title="Only title" />);
  expect(container.querySelectorAll('p')).toHaveLength(0);
});
