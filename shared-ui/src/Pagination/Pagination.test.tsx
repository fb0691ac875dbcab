import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Pagination } from './Pagination';

test('a named navigation with the current page, Previous and Next', async () => {
  const onPageChange = jest.fn();
  renderWithProviders(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
  expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 3')).toHaveAttribute('aria-current', 'page');
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onPageChange).toHaveBeenLastCalledWith(1);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(onPageChange).toHaveBeenLastCalledWith(3);
});

test('Previous is disabled on the first page, Next on the last', () => {
  const { unmount } = renderWithProviders(<Pagination page={1} pageCount={2} onPageChange={jest.fn()} aria-label="Results pages" />);
  expect(screen.getByRole('navigation', { name: 'Results pages' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  unmount();
  renderWithProviders(<Pagination page={2} pageCount={2} onPageChange={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('nothing when everything fits on one page', () => {
  renderWithProviders(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
