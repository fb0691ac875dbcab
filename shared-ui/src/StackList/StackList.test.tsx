import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { ListCard, StackList } from './StackList';

test('a list of items one under another, unstyled, with the gap asked for and no leaked props', () => {
  renderWithTheme(
    <StackList aria-label="Requests" gap={8}>
      <ListCard>one</ListCard>
      <ListCard>two</ListCard>
    </StackList>,
  );
  const list = screen.getByRole('list', { name: 'Requests' });
  expect(list.tagName).toBe('UL');
  expect(list).toHaveStyle({ display: 'flex', flexDirection: 'column', gap: '8px', listStyle: 'none', padding: '0px' });
  expect(list).not.toHaveAttribute('gap');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

test('a list card is a bordered list item that lays its parts out in a column', () => {
  renderWithTheme(
    <StackList>
      <ListCard data-testid="card">
        <h3>Title</h3>
      </ListCard>
    </StackList>,
  );
  const card = screen.getByTestId('card');
  expect(card.tagName).toBe('LI');
  expect(card).toHaveStyle({ display: 'flex', flexDirection: 'column', padding: '16px' });
});
