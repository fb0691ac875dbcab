import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Stepper } from './Stepper';
import { stepProgress } from './step-progress';

const steps = [{ label: 'Account', description: 'Email and password' }, { label: 'Profile' }, { label: 'Medical' }, { label: 'Review' }];

describe('stepProgress', () => {
  test('is (current-1)/(total-1)*100', () => {
    expect(stepProgress(1, 4)).toBe(0);
    expect(stepProgress(2, 4)).toBeCloseTo(33.333, 2);
    expect(stepProgress(3, 5)).toBe(50);
    expect(stepProgress(4, 4)).toBe(100);
  });
  test('clamps and handles degenerate totals', () => {
    expect(stepProgress(0, 4)).toBe(0);
    expect(stepProgress(9, 4)).toBe(100);
    expect(stepProgress(1, 1)).toBe(100);
    expect(stepProgress(1, 0)).toBe(0);
  });
});

test('marks done, current and upcoming steps', () => {
  renderWithTheme(<Stepper steps={steps} current={3} />);
  const items = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
  expect(items.map((item) => item.dataset.status)).toEqual(['done', 'done', 'current', 'upcoming']);
  expect(items[2]).toHaveAttribute('aria-current', 'step');
  expect(items[0]).not.toHaveAttribute('aria-current');
  expect(items[0].querySelector('[data-icon="check"]')).not.toBeNull();
  expect(items[3].querySelector('[data-icon="check"]')).toBeNull();
  expect(items[0]).toHaveTextContent('Email and password');
  expect(items[0]).toHaveTextContent('(completed)');
  expect(items[3]).toHaveTextContent('4');
});

test('has a progressbar with the computed value', () => {
  renderWithTheme(<Stepper steps={steps.slice(0, 3)} current={2} />);
  const bar = screen.getByRole('progressbar', { name: 'Progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '50');
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 3');
  expect((bar.firstElementChild as HTMLElement).style.width).toBe('50%');
});

test('first step is 0 and last is 100', () => {
  const { rerender } = renderWithTheme(<Stepper steps={steps} current={1} label="Registration" />);
  expect(screen.getByRole('progressbar', { name: 'Registration' })).toHaveAttribute('aria-valuenow', '0');
  rerender(<Stepper steps={steps} current={4} label="Registration" />);
  expect(screen.getByRole('progressbar', { name: 'Registration' })).toHaveAttribute('aria-valuenow', '100');
});
