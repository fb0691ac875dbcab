import { render } from '@testing-library/react';
import { pageTitle, usePageMeta } from './use-page-meta';

function Page({ title, description }: { title?: string; description: string }) {
  usePageMeta(title, description);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

it('names the page and the site', () => {
  expect(pageTitle('How It Works')).toBe('How It Works | Donation Network');
  expect(pageTitle()).toBe('Donation Network');
});

it('sets title and description while mounted and restores them afterwards', () => {
  document.title = 'Before';
  const { rerender, unmount } = render(<Page title="FAQs" description="Answers" />);
  expect(document.title).toBe('FAQs | Donation Network');
  expect(description()).toBe('Answers');
  rerender(<Page title="Partnerships" description="Programmes" />);
  expect(document.title).toBe('Partnerships | Donation Network');
  expect(description()).toBe('Programmes');
  unmount();
  expect(document.title).toBe('Before');
  expect(description()).toBe('');
});
