import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme';
import { NotFoundPage } from './NotFoundPage';

test('names the page, explains it and links home, logging the attempted path', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={['/no/such/page']}>
        <NotFoundPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText("The page you are looking for doesn't exist or has been moved.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(log).toHaveBeenCalledWith(expect.stringContaining('/no/such/page'));
  log.mockRestore();
});
