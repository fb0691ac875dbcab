import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Grid } from './Grid';

test('renders its items and does not leak props', () => {
  renderWithTheme(
    <Grid minColumnWidth={240} gap={24} data-testid="g" role="list">
      <div role="listitem">one</div>
      <div role="listitem">two</div>
    </Grid>,
  );
  const grid = screen.getByTestId('g');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(grid).not.toHaveAttribute('mincolumnwidth');
  expect(grid).not.toHaveAttribute('gap');
});
