import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { expectPayloadInert, SCRIPT_PAYLOAD, servePageContent, settle, storedRow } from '../../../../testing/page-content-client';
import { FAQS_PAGE_CONTENT } from '../../faqs-page-content';
import { FaqsPage } from './FaqsPage';

const [, whatIs, medical] = FAQS_PAGE_CONTENT.sections;

describe('FaqsPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    servePageContent({ data: storedRow(FAQS_PAGE_CONTENT) });
  });

  afterEach(() => jest.restoreAllMocks());

  it('sets the document title and shows the groups in order', async () => {
    renderWithProviders(<FaqsPage />, { route: '/faqs' });
    await settle();
    expect(document.title).toBe('Frequently Asked Questions | Donation Network');
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
    await settle();
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
    await settle();
    await user.click(screen.getByRole('button', { name: 'How often can I give blood?' }));
    const answer = screen.getByRole('region', { name: 'How often can I give blood?' });
    expect(answer).toHaveTextContent('56 days in the United States');
    expect(answer).toHaveTextContent('84 days (12 weeks) for men and 112 days (16 weeks) for women in the United Kingdom');
    expect(answer).toHaveTextContent('90 days (3 months) for men and 120 days (4 months) for women in India');
  });

  it('links to registration, partnerships and the contact page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqsPage />);
    await settle();
    await user.click(screen.getByRole('button', { name: 'How do I find a donor?' }));
    expect(screen.getByRole('link', { name: 'Request Donation' })).toHaveAttribute('href', '/register/recipient');
    await user.click(screen.getByRole('button', { name: 'How can my hospital or company partner with you?' }));
    expect(screen.getByRole('link', { name: 'Explore partnerships' })).toHaveAttribute('href', '/partnerships');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows edited, added and reordered questions and drops deleted ones', async () => {
    const user = userEvent.setup();
    servePageContent({
      data: {
        ...storedRow(FAQS_PAGE_CONTENT, [
          { ...medical, title: 'Are you a clinic?', content: '<p>No, we are <strong>not</strong> a clinic.</p>', order: 0 },
          { id: 'parking', title: 'Is there parking?', content: '<p>Ask the centre.</p>', order: 1 },
          { ...whatIs, order: 2 },
        ]),
        title: 'Questions & Answers',
        description: 'Edited lead.',
      },
    });
    renderWithProviders(<FaqsPage />);
    await settle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions & Answers' })).toBeInTheDocument();
    expect(screen.getByText('Edited lead.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Questions & Answers | Donation Network'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Edited lead.');
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((button) => button.textContent)).toEqual([
      'Are you a clinic?',
      'Is there parking?',
      'What is Donation Network?',
    ]);
    expect(screen.queryByRole('button', { name: 'How often can I give blood?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Donating' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Are you a clinic?' }));
    expect(within(screen.getByRole('region', { name: 'Are you a clinic?' })).getByText('not').tagName).toBe('STRONG');
  });

  it('shows the code text when the read fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePageContent(Promise.reject(new Error('Failed to fetch')));
    renderWithProviders(<FaqsPage />);
    await settle();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to load page content', expect.any(Error)));
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How often can I give blood?' })).toBeInTheDocument();
  });

  it('renders a stored script payload inert', async () => {
    const user = userEvent.setup();
    servePageContent({ data: storedRow(FAQS_PAGE_CONTENT, [{ ...whatIs, content: SCRIPT_PAYLOAD }]) });
    renderWithProviders(<FaqsPage />);
    await settle();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'How often can I give blood?' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'What is Donation Network?' }));
    expect(screen.getByText('Safe text')).toBeInTheDocument();
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(document.body);
  });
});
