import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '@donation-network/portal-data';
import { DataState, DATA_ERROR_FALLBACK } from './DataState';

describe('DataState', () => {
  it('loading: the screen text in a status region, no content', () => {
    const content = jest.fn(() => <p>Content</p>);
    renderWithTheme(
      <DataState status="loading" loadingLabel="Loading founders...">
        {content}
      </DataState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading founders...');
    expect(content).not.toHaveBeenCalled();
  });

  it('loading with a placeholder keeps an accessible label', () => {
    renderWithTheme(<DataState status="loading" loadingLabel="Loading intro" loadingPlaceholder={<span>skeleton</span>} />);
    expect(screen.getByRole('status', { name: 'Loading intro' })).toHaveTextContent('skeleton');
  });

  it('error: an alert with a friendly message and Retry that calls back', async () => {
    const onRetry = jest.fn();
    renderWithTheme(
      <DataState status="error" error={new TypeError('Failed to fetch')} onRetry={onRetry} loadingLabel="Loading...">
        <p>Content</p>
      </DataState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('error: raw server text is replaced by the fallback', () => {
    renderWithTheme(<DataState status="error" error={new Error('error: current transaction is aborted')} loadingLabel="Loading..." />);
    expect(screen.getByRole('alert')).toHaveTextContent(DATA_ERROR_FALLBACK);
    expect(screen.queryByText(/transaction/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('error: a time-out says it is taking longer than expected', () => {
    renderWithTheme(
      <DataState
        status="error"
        error={new DOMException('No answer within 10 s', 'TimeoutError')}
        onRetry={() => undefined}
        loadingLabel="Loading..."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(TIMEOUT_MESSAGE);
  });

  it('error: a documented fallback replaces the alert', () => {
    renderWithTheme(<DataState status="error" error={new Error('x')} loadingLabel="Loading..." errorContent={<p>Fallback intro</p>} />);
    expect(screen.getByText('Fallback intro')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('empty: the empty text or custom empty content', () => {
    const { rerender } = renderWithTheme(
      <DataState status="success" isEmpty emptyText="No founders found matching your filters." loadingLabel="Loading...">
        <p>Content</p>
      </DataState>,
    );
    expect(screen.getByText('No founders found matching your filters.')).toBeInTheDocument();
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
    rerender(
      <DataState status="success" isEmpty empty={<a href="/x">Clear filters</a>} loadingLabel="Loading...">
        <p>Content</p>
      </DataState>,
    );
    expect(screen.getByRole('link', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('success: the content (a function is called with nothing)', () => {
    renderWithTheme(
      <DataState status="success" loadingLabel="Loading...">
        {() => <p>Content</p>}
      </DataState>,
    );
    expect(screen.getByText('Content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('idle: nothing', () => {
    const { container } = renderWithTheme(
      <DataState status="idle" loadingLabel="Loading...">
        content
      </DataState>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("result: a read's status, error and retry in one prop", async () => {
    const retry = jest.fn();
    renderWithTheme(
      <DataState result={{ status: 'error', error: new Error('relation does not exist'), retry }} loadingLabel="Loading...">
        content
      </DataState>,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(/relation/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });
});
