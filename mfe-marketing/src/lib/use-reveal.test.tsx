import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

/** Places every element's top at `top` px (jsdom lays nothing out; its viewport is 768 px high). */
function placeAt(top: number) {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

afterEach(() => jest.restoreAllMocks());

it('shows at once where IntersectionObserver is missing (jsdom)', () => {
  placeAt(2000);
  render(<Probe />);
  expect(screen.getByTestId('probe')).toHaveTextContent('revealed');
});

it('is shown in the server HTML, hydrates it without a mismatch, then hides an element below the viewport', async () => {
  installObserver();
  placeAt(900);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Probe />);
  expect(container).toHaveTextContent('revealed');
  const onRecoverableError = jest.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Probe />, { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container).toHaveTextContent('hidden');
  act(() => root?.unmount());
  container.remove();
});

it('keeps an element that is on screen at mount shown, without observing it', () => {
  const instances = installObserver();
  placeAt(600);
  render(<Probe />);
  expect(screen.getByTestId('probe')).toHaveTextContent('revealed');
  expect(instances).toHaveLength(0);
});

it('hides an element below the viewport after mount, reveals it once its top enters 75% of the viewport, then stops observing', () => {
  const instances = installObserver();
  placeAt(900);
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
  placeAt(900);
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
  render(<Probe />);
  expect(screen.getByTestId('probe')).toHaveTextContent('revealed');
  expect(instances).toHaveLength(0);
});
