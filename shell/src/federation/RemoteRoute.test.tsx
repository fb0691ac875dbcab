import { useState, type ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@donation-network/shared-ui';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteRoute } from './RemoteRoute';
import { RemoteUnavailableError, loadRemoteApp, resetRemote } from './remote-loader';

jest.mock('./remote-loader', () => ({
  ...jest.requireActual('./remote-loader'),
  loadRemoteApp: jest.fn(),
  resetRemote: jest.fn(),
}));

const loadRemoteAppMock = jest.mocked(loadRemoteApp);
const resetRemoteMock = jest.mocked(resetRemote);

const UNAVAILABLE_TITLE = 'This section is temporarily unavailable';

function renderInShell(ui: ReactElement) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

/** A page with UI outside the remote's boundary, like the shell's header and footer. */
function Page({ children }: { children: ReactElement }) {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <header>
        <h1>Shell header</h1>
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          Clicked {clicks}
        </button>
      </header>
      <main>{children}</main>
      <footer>Shell footer</footer>
    </>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const RemoteHome = () => <h2>Remote home page</h2>;

let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  // React and the boundary log caught errors; keep the output readable but observable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('RemoteRoute', () => {
  it('shows the page skeleton while the remote loads, then the remote', async () => {
    const load = deferred<typeof RemoteHome>();
    loadRemoteAppMock.mockReturnValue(load.promise);

    renderInShell(<RemoteRoute remote="marketing" />);

    const skeleton = await screen.findByTestId('page-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Remote home page')).not.toBeInTheDocument();
    expect(loadRemoteAppMock).toHaveBeenCalledWith('marketing');

    await act(async () => load.resolve(RemoteHome));

    expect(screen.getByRole('heading', { name: 'Remote home page' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE_TITLE)).not.toBeInTheDocument();
  });

  it('shows the unavailable panel with Retry when the remote fails to load; Retry resets and loads again', async () => {
    loadRemoteAppMock
      .mockRejectedValueOnce(new RemoteUnavailableError('auth', new Error('manifest 404')))
      .mockResolvedValueOnce(RemoteHome);

    renderInShell(
      <Page>
        <RemoteRoute remote="auth" />
      </Page>,
    );

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveAttribute('data-remote', 'auth');
    expect(within(panel).getByText(UNAVAILABLE_TITLE)).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
    // the rest of the page is untouched
    expect(screen.getByRole('heading', { name: 'Shell header' })).toBeInTheDocument();
    expect(screen.getByText('Shell footer')).toBeInTheDocument();
    expect(resetRemoteMock).not.toHaveBeenCalled();
    expect(loadRemoteAppMock).toHaveBeenCalledTimes(1);

    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Remote home page' })).toBeInTheDocument();
    expect(resetRemoteMock).toHaveBeenCalledTimes(1);
    expect(resetRemoteMock).toHaveBeenCalledWith('auth');
    expect(loadRemoteAppMock).toHaveBeenCalledTimes(2);
    expect(loadRemoteAppMock).toHaveBeenLastCalledWith('auth');
    expect(screen.queryByText(UNAVAILABLE_TITLE)).not.toBeInTheDocument();
  });

  it('shows the panel again when the retry fails too, and keeps offering Retry', async () => {
    loadRemoteAppMock.mockRejectedValue(new RemoteUnavailableError('recipient', new Error('down')));
    const user = userEvent.setup();

    renderInShell(<RemoteRoute remote="recipient" />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText(UNAVAILABLE_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(resetRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteAppMock).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that loads but throws while rendering; the sibling UI keeps working', async () => {
    const Broken = () => {
      throw new Error('render bug in the remote');
    };
    loadRemoteAppMock.mockResolvedValue(Broken);
    const user = userEvent.setup();

    renderInShell(
      <Page>
        <RemoteRoute remote="directories" />
      </Page>,
    );

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText(UNAVAILABLE_TITLE)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(panel).toHaveAttribute('data-remote', 'directories');

    expect(screen.getByRole('heading', { name: 'Shell header' })).toBeInTheDocument();
    expect(screen.getByText('Shell footer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(screen.getByText(UNAVAILABLE_TITLE)).toBeInTheDocument();

    expect(consoleError).toHaveBeenCalledWith(
      '[shell] remote "directories" failed',
      expect.objectContaining({ message: 'render bug in the remote' }),
      expect.any(String),
    );
  });
});

describe('RemoteBoundary', () => {
  it('renders its children when nothing fails', () => {
    renderInShell(
      <RemoteBoundary remote="marketing" onRetry={jest.fn()}>
        <p>Healthy remote</p>
      </RemoteBoundary>,
    );
    expect(screen.getByText('Healthy remote')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the panel for a throwing child; Retry calls onRetry and renders the children again', async () => {
    let shouldThrow = true;
    const Flaky = () => {
      if (shouldThrow) throw new Error('boom');
      return <p>Recovered remote</p>;
    };
    const onRetry = jest.fn(() => {
      shouldThrow = false;
    });

    renderInShell(
      <>
        <p>Outside the boundary</p>
        <RemoteBoundary remote="partner" onRetry={onRetry}>
          <Flaky />
        </RemoteBoundary>
      </>,
    );

    expect(screen.getByText(UNAVAILABLE_TITLE)).toBeInTheDocument();
    expect(screen.getByText('Outside the boundary')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Recovered remote')).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE_TITLE)).not.toBeInTheDocument();
  });
});
