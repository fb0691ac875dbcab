import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { SpreadRow } from './SpreadRow';

test('a wrapping row with its items at both ends, on the element asked for', () => {
  renderWithTheme(
    <SpreadRow as="header" data-testid="row">
      <span>Title</span>
      <button type="button">Action</button>
    </SpreadRow>,
  );
  const row = screen.getByTestId('row');
  expect(row.tagName).toBe('HEADER');
  expect(row).toHaveStyle({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between' });
});
