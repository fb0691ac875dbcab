import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@donation-network/shared-ui';
import type { RemoteOverrideResult } from '../federation/remote-overrides';
import { RemoteOverrideBanner, showRemoteOverrideBanner } from './RemoteOverrideBanner';

const LOCAL = 'http://localhost:4004/mf-manifest.json';

it('renders nothing when there is nothing to say', () => {
  const { container } = render(<RemoteOverrideBanner active={[]} refused={[]} onReset={jest.fn()} onEdit={jest.fn()} />);
  expect(container).toBeEmptyDOMElement();
});

it('names each overridden remote and its URL, and resets them from the keyboard', async () => {
  const onReset = jest.fn();
  render(
    <RemoteOverrideBanner
      active={[
        { key: 'directories', url: LOCAL },
        { key: 'marketing', url: 'https://preview.example.com/mf-manifest.json' },
      ]}
      refused={[]}
      expiresAt={Date.UTC(2026, 10, 29, 17, 30)}
      onReset={onReset}
      onEdit={jest.fn()}
    />,
  );

  const region = screen.getByRole('region', { name: 'Remote overrides' });
  expect(region).toHaveTextContent('Remote override active in this browser');
  expect(
    within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([`directories from ${LOCAL}`, 'marketing from https://preview.example.com/mf-manifest.json']);
  expect(region).toHaveTextContent('Their regions are rendered in this browser from the override; the server renders the deployed build.');
  expect(region).toHaveTextContent(`They end at ${formatDateTime(Date.UTC(2026, 10, 29, 17, 30))}.`);
  expect(within(region).queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Edit overrides' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Reset overrides' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onReset).toHaveBeenCalledTimes(1);
});

it('says why an override was refused, beside the active ones', () => {
  render(
    <RemoteOverrideBanner
      active={[{ key: 'directories', url: LOCAL }]}
      refused={[{ request: 'auth=https://evil.example/x.json', reason: "https://evil.example is not on this site's list" }]}
      onReset={jest.fn()}
      onEdit={jest.fn()}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    "Remote override refused:auth=https://evil.example/x.json: https://evil.example is not on this site's list",
  );
  expect(screen.getByRole('button', { name: 'Reset overrides' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Remote overrides' })).toHaveTextContent(
    'Its region is rendered in this browser from the override',
  );
});

it('lets a refusal alone be dismissed (there is nothing to reset)', async () => {
  const onReset = jest.fn();
  render(
    <RemoteOverrideBanner active={[]} refused={[{ request: 'constructor=x', reason: 'no remote' }]} onReset={onReset} onEdit={jest.fn()} />,
  );

  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(onReset).not.toHaveBeenCalled();
});

it('is mounted at the end of the page, outside the app', async () => {
  document.body.innerHTML = '<div id="root"><main>server page</main></div>';

  await act(async () =>
    showRemoteOverrideBanner({
      active: [],
      refused: [{ request: 'directories', reason: 'expected <remote>=<URL>' }],
      expiresAt: null,
      panelRequested: false,
      manifests: {} as RemoteOverrideResult['manifests'],
      panel: { deployed: {} as RemoteOverrideResult['manifests'], remoteOverrideOrigins: [] },
      confirmation: null,
    }),
  );

  const region = screen.getByRole('region', { name: 'Remote overrides' });
  expect(document.getElementById('root')).not.toContainElement(region);
  expect(document.body.lastElementChild).toContainElement(region);
  // sticky to the viewport's bottom within <body>: its wrapper has no box that would hold it in place
  expect(document.body.lastElementChild).toHaveStyle({ display: 'contents' });
});
