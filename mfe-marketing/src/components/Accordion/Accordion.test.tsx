import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { Accordion } from './Accordion';

const items = [
  { id: 'one', title: 'First question', content: <p>First answer</p> },
  { id: 'two', title: 'Second question', content: <p>Second answer</p> },
];

describe('Accordion', () => {
  it('starts closed, with buttons that control their panels', () => {
    renderWithProviders(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'First question' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'First question' })).toContainElement(button);
  });

  it('opens and closes a panel, independently of the others', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'First question' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer');
    expect(screen.getByRole('button', { name: 'Second question' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'First question' })).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Accordion items={items} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second question' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Second question' })).toHaveAttribute('aria-expanded', 'true');
  });
});
