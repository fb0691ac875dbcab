import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { mockMatchMedia, renderWithTheme } from '../testing/render-with-theme';
import { ToastHost } from './ToastHost';
import { TOAST_DURATION_MS, notify } from './notify';

// react-hot-toast reads matchMedia('(prefers-reduced-motion…)') while rendering; jsdom has none.
let media: ReturnType<typeof mockMatchMedia>;
beforeEach(() => {
  media = mockMatchMedia(false);
});

afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
  media.restore();
});

test('shows a card with a bold title and a description in role=status', () => {
  renderWithTheme(<ToastHost />);
  act(() => {
    notify({ title: 'Saved', description: 'Your profile was updated.', variant: 'success' });
  });
  const card = screen.getByRole('status');
  expect(card).not.toHaveAttribute('inert');
  expect(within(card).getByText('Saved').tagName).toBe('STRONG');
  expect(within(card).getByText('Your profile was updated.')).toBeInTheDocument();
  expect(card).toHaveAttribute('data-variant', 'success');
});

test('destructive toasts use role=alert', () => {
  renderWithTheme(<ToastHost />);
  act(() => {
    notify({ title: 'Logout Error', description: 'Network down', variant: 'destructive' });
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Logout Error');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('at most one toast is visible: a newer notify replaces the older one', () => {
  renderWithTheme(<ToastHost />);
  act(() => {
    notify({ title: 'First' });
  });
  act(() => {
    notify({ title: 'Second', description: 'newer' });
  });
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getAllByTestId('toast')).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('Second');
  expect(screen.queryByText('First')).not.toBeInTheDocument();

  act(() => {
    notify({ title: 'Third', variant: 'destructive' });
  });
  expect(screen.getAllByTestId('toast')).toHaveLength(1);
  expect(screen.getByRole('alert')).toHaveTextContent('Third');
});

test('also limits toasts raised through react-hot-toast directly', () => {
  renderWithTheme(<ToastHost />);
  act(() => {
    toast('raw one');
  });
  act(() => {
    toast('raw two');
  });
  expect(screen.queryByText('raw one')).not.toBeInTheDocument();
  expect(screen.getByText('raw two')).toBeInTheDocument();
});

test('disappears after the default 5000 ms', () => {
  jest.useFakeTimers();
  renderWithTheme(<ToastHost />);
  act(() => {
    notify({ title: 'Temporary' });
  });
  act(() => {
    jest.advanceTimersByTime(TOAST_DURATION_MS - 100);
  });
  expect(TOAST_DURATION_MS).toBe(5000);
  expect(screen.getByRole('status')).toHaveTextContent('Temporary');
  act(() => {
    jest.advanceTimersByTime(200);
  });
  // dismissed: hidden from assistive tech and out of the tab order at once, removed after the exit delay
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByTestId('toast')).toHaveAttribute('inert');
  act(() => {
    jest.advanceTimersByTime(1500);
  });
  expect(screen.queryByText('Temporary')).not.toBeInTheDocument();
});

test('the dismiss button closes it', async () => {
  const user = userEvent.setup();
  renderWithTheme(<ToastHost />);
  act(() => {
    notify({ title: 'Closable' });
  });
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('the toaster sits top-right', () => {
  renderWithTheme(<ToastHost />);
  act(() => {
    notify({ title: 'Where' });
  });
  const wrapper = screen.getByTestId('toast').parentElement as HTMLElement;
  expect(wrapper.style.top).toBe('0px');
  expect(wrapper.style.justifyContent).toBe('flex-end');
});
