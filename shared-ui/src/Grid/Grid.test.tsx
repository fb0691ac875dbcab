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

test('maxColumns caps the columns: each is at least that share of the row, and never wider than the row', () => {
  renderWithTheme(
    <Grid minColumnWidth={240} gap={24} maxColumns={3} data-testid="capped">
      <div>one</div>
    </Grid>,
  );
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  const rule = css.match(new RegExp(`\\.${screen.getByTestId('capped').classList[1]}\\{[^}]*\\}`))?.[0];
  expect(rule).toContain('minmax(min(100%, max(240px, calc((100% - 2 * 24px) / 3))), 1fr)');
  expect(screen.getByTestId('capped')).not.toHaveAttribute('maxcolumns');
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
