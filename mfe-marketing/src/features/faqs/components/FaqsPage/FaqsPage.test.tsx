import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { FaqsPage } from './FaqsPage';

describe('FaqsPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('sets the document title and shows the groups in order', () => {
    renderWithProviders(<FaqsPage />, { route: '/faqs' });
    expect(document.title).toBe('FAQs | Donation Network');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'About the Network',
      'Donating',
      'Requesting a Donation',
      'Privacy and Security',
      'Partnerships',
      'Still Have Questions?',
    ]);
  });

  it('opens an answer with an accessible disclosure button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqsPage />);
    const question = screen.getByRole('button', { name: 'Do you provide medical services or advice?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(question).toHaveAttribute('aria-controls');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Do you provide medical services or advice?' });
    expect(answer).toHaveAttribute('id', question.getAttribute('aria-controls'));
    expect(within(answer).getByText(/We do not provide medical services or medical advice/)).toBeInTheDocument();
  });

  it('gives the donation intervals the database uses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqsPage />);
    await user.click(screen.getByRole('button', { name: 'How often can I give blood?' }));
    const answer = screen.getByRole('region', { name: 'How often can I give blood?' });
    expect(answer).toHaveTextContent('56 days in the United States');
    expect(answer).toHaveTextContent('84 days (12 weeks) for men and 112 days (16 weeks) for women in the United Kingdom');
    expect(answer).toHaveTextContent('90 days (3 months) for men and 120 days (4 months) for women in India');
  });

  it('links to registration, partnerships and the contact page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqsPage />);
    await user.click(screen.getByRole('button', { name: 'How do I find a donor?' }));
    expect(screen.getByRole('link', { name: 'Request Donation' })).toHaveAttribute('href', '/register/recipient');
    await user.click(screen.getByRole('button', { name: 'How can my hospital or company partner with you?' }));
    expect(screen.getByRole('link', { name: 'Explore partnerships' })).toHaveAttribute('href', '/partnerships');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
