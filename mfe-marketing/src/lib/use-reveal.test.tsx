import { act, render, screen } from '@testing-library/react';
import { useReveal } from './use-reveal';

function Probe() {
  const [ref, revealed] = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="probe">
      {revealed ? 'revealed' : 'hidden'}
    </div>
  );
}

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function installObserver() {
  const instances: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnect: jest.Mock }> = [];
  class FakeObserver {
    disconnect = jest.fn();
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      instances.push({ callback, options, disconnect: this.disconnect });
    }
    observe() {}
  }
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  return instances;
}

it('shows at once where IntersectionObserver is missing (jsdom)', () => {
  render(<Probe />);
  expect(screen.getByTestId('probe')).toHaveTextContent('revealed');
});

it('reveals once the top enters 75% of the viewport, then stops observing', () => {
  const instances = installObserver();
  render(<Probe />);
  expect(screen.getByTestId('probe')).toHaveTextContent('hidden');
  expect(instances[0].options?.rootMargin).toBe('0px 0px -25% 0px');
  act(() => instances[0].callback([{ isIntersecting: false, boundingClientRect: { top: 900 } as DOMRectReadOnly }]));
  expect(screen.getByTestId('probe')).toHaveTextContent('hidden');
  act(() => instances[0].callback([{ isIntersecting: true, boundingClientRect: { top: 500 } as DOMRectReadOnly }]));
  expect(screen.getByTestId('probe')).toHaveTextContent('revealed');
  expect(instances[0].disconnect).toHaveBeenCalled();
});

it('shows at once when the visitor prefers reduced motion', () => {
  const instances = installObserver();
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
  render(<Probe />);
  expect(screen.getByTestId('probe')).toHaveTextContent('revealed');
  expect(instances).toHaveLength(0);
});
