import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Grid, GridList } from './Grid';

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

test('GridList is a list (ordered on request) and does not leak props', () => {
  renderWithTheme(
    <>
      <GridList aria-label="tiles" minColumnWidth={150} gap={16}>
        <li>one</li>
      </GridList>
      <GridList ordered aria-label="steps">
        <li>first</li>
        <li>second</li>
      </GridList>
    </>,
  );
  const tiles = screen.getByRole('list', { name: 'tiles' });
  expect(tiles.tagName).toBe('UL');
  expect(tiles).not.toHaveAttribute('mincolumnwidth');
  expect(tiles).not.toHaveAttribute('ordered');
  expect(screen.getByRole('list', { name: 'steps' }).tagName).toBe('OL');
});
