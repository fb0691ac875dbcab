import { act, screen, within } from '@testing-library/react';
import { resetDisplayCurrency, useSession } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { servePageContent, settle, storedRow } from '../../../../testing/page-content-client';
import { fetchEssentialPlan } from '../../api/essential-plan';
import { PLANS_PAGE_CONTENT } from '../../plans-page-content';
import { PlansPage } from './PlansPage';

jest.mock('../../api/essential-plan', () => ({
  ...jest.requireActual('../../api/essential-plan'),
  fetchEssentialPlan: jest.fn(async () => null),
}));

const USER_ID = '00000000-0000-4000-8000-0000000000bb';
const essentialPrice = () => within(screen.getByRole('article', { name: 'Essential Plan' })).getByTestId('plan-price');

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  servePageContent({ data: storedRow(PLANS_PAGE_CONTENT) });
});
afterEach(() => {
  act(() => {
    resetDisplayCurrency();
    useSession.setState({ user: null, loading: false });
  });
  jest.restoreAllMocks();
});

function signInPreferring(currency: string) {
  useSession.setState({
    user: { id: USER_ID, name: 'Ada', email: 'ada@example.org', photoURL: null, isAdmin: false, role: 'recipient', permissions: [] },
    loading: false,
  });
  resetDisplayCurrency({ rates: { INR: 83.5, EUR: 0.92 }, preference: { userId: USER_ID, currency } });
}

test("the recipients' plan price carries an estimate in the signed-in person's currency", async () => {
  signInPreferring('INR');
  jest.mocked(fetchEssentialPlan).mockResolvedValueOnce({ name: 'Essential Plan', price: '15.00', currency: 'USD' });
  renderWithProviders(<PlansPage />, { route: '/pricing' });
  await settle();
  expect(essentialPrice()).toHaveTextContent('$15 (≈ ₹1,253)per month', { normalizeWhitespace: false });
});

test('without a preference, or with the charge currency, the price stands alone', async () => {
  renderWithProviders(<PlansPage />, { route: '/pricing' });
  await settle();
  expect(essentialPrice()).toHaveTextContent('$15per month', { normalizeWhitespace: false });
  act(() => signInPreferring('USD'));
  await settle();
  expect(essentialPrice()).toHaveTextContent('$15per month', { normalizeWhitespace: false });
});
