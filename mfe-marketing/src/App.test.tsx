import { screen } from '@testing-library/react';
import App from './App';
import { renderWithProviders } from 'shared-ui/testing';

describe('marketing App routes', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('renders the home hero at /', () => {
    renderWithProviders(<App />, { route: '/' });
    expect(screen.getByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it('renders the about page at /about', () => {
    renderWithProviders(<App />, { route: '/about' });
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
  });

  it('falls back to the not-found page for paths it does not serve yet', () => {
    // The not-found page logs the attempted path.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<App />, { route: '/no-such-page' });
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/no-such-page'));
  });
});
