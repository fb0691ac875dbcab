import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme/tokens';
import { LinkButton } from './LinkButton';

test('renders a router link that navigates', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <LinkButton to="/register" variant="outline" size="sm">
                Register
              </LinkButton>
            }
          />
          <Route path="/register" element={<h1>Register page</h1>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  const link = screen.getByRole('link', { name: 'Register' });
  expect(link).toHaveAttribute('href', '/register');
  expect(link).toHaveAttribute('data-variant', 'outline');
  expect(link).not.toHaveAttribute('target');
  await user.click(link);
  expect(screen.getByRole('heading', { name: 'Register page' })).toBeInTheDocument();
});

test('external renders a plain anchor opening a new tab safely', () => {
  render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter>
        <LinkButton to="https://example.org/donate" external variant="secondary">
          Partner site
        </LinkButton>
      </MemoryRouter>
    </ThemeProvider>,
  );
  const link = screen.getByRole('link', { name: 'Partner site' });
  expect(link).toHaveAttribute('href', 'https://example.org/donate');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
});
