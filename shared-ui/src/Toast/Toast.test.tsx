import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { mockMatchMedia, renderWithTheme } from '../testing/render-with-theme';
import { TOAST_SWIPE_THRESHOLD_PX } from './ToastCard';
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

describe('F8', () => {
  test('moves focus onto the toast on screen, inside the notifications region', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <button type="button">Elsewhere</button>
        <ToastHost />
      </>,
    );
    act(() => {
      notify({ title: 'Saved' });
    });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));

    await user.keyboard('{F8}');

    const card = screen.getByTestId('toast');
    expect(card).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(card);
    await user.tab();
    expect(within(card).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
  });

  test('with no toast on screen it focuses the empty region', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ToastHost />);

    await user.keyboard('{F8}');

    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});

describe('swipe', () => {
  // jsdom has no PointerEvent: without one fireEvent drops clientX and button
  beforeAll(() => {
    if (!window.PointerEvent) {
      class JsdomPointerEvent extends MouseEvent {
        readonly pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
        }
      }
      window.PointerEvent = JsdomPointerEvent as typeof PointerEvent;
    }
  });

  /** A pointer drag of `distance` px to the right across the toast, then let go. */
  function swipe(card: HTMLElement, distance: number) {
    fireEvent.pointerDown(card, { button: 0, pointerId: 1, clientX: 200 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 200 + distance / 2 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 200 + distance });
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 200 + distance });
  }

  test(`a drag of ${TOAST_SWIPE_THRESHOLD_PX} px dismisses the toast`, () => {
    renderWithTheme(<ToastHost />);
    act(() => {
      notify({ title: 'Swipe me' });
    });
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);

    swipe(screen.getByTestId('toast'), 50);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveAttribute('inert');
  });

  test('a drag to the left dismisses it too', () => {
    renderWithTheme(<ToastHost />);
    act(() => {
      notify({ title: 'Swipe me' });
    });

    swipe(screen.getByTestId('toast'), -60);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('a shorter drag snaps the toast back and keeps it', () => {
    renderWithTheme(<ToastHost />);
    act(() => {
      notify({ title: 'Stay' });
    });
    const card = screen.getByTestId('toast');

    fireEvent.pointerDown(card, { button: 0, pointerId: 1, clientX: 200 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 249 });
    expect(card.style.transform).toBe('translateX(49px)');
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 249 });

    expect(screen.getByRole('status')).toHaveTextContent('Stay');
    expect(card).not.toHaveAttribute('inert');
    expect(card.style.transform).toBe('');
  });
});
