import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmRemoteOverrides } from './RemoteOverrideConfirmation';

const LOCAL = 'http://localhost:4004/mf-manifest.json';

/** Opens the question as the shell does, before the app starts; `answer` is the pending answer. */
async function ask(overrides: Parameters<typeof confirmRemoteOverrides>[0]) {
  document.body.innerHTML = '<div id="root"><main>server page</main></div>';
  let answer!: Promise<boolean>;
  await act(async () => {
    answer = confirmRemoteOverrides(overrides);
  });
  // in an object: an async function returning the promise itself would wait for the answer
  return { answer };
}

it('names the remote and the URL in a modal dialog, outside the app, with Cancel focused first', async () => {
  const { answer } = await ask([{ key: 'directories', url: LOCAL }]);

  const dialog = screen.getByRole('dialog', { name: 'Load another build of a remote?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('A link asks this browser to run code from another build instead of the deployed portal.');
  expect(within(dialog).getByRole('listitem')).toHaveTextContent(`directories from ${LOCAL}`);
  expect(document.getElementById('root')).not.toContainElement(dialog);
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  await expect(answer).resolves.toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('answers no on Cancel, and on Escape', async () => {
  const { answer: cancelled } = await ask([{ key: 'directories', url: LOCAL }]);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await expect(cancelled).resolves.toBe(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  const { answer: escaped } = await ask([{ key: 'directories', url: LOCAL }]);
  await userEvent.keyboard('{Escape}');
  await expect(escaped).resolves.toBe(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('lists every override of the link, from the keyboard: Tab to Confirm, Enter', async () => {
  const { answer } = await ask([
    { key: 'directories', url: LOCAL },
    { key: 'marketing', url: 'https://preview.example.com/pr-12/mf-manifest.json' },
  ]);

  const dialog = screen.getByRole('dialog', { name: 'Load other builds of remotes?' });
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([`directories from ${LOCAL}`, 'marketing from https://preview.example.com/pr-12/mf-manifest.json']);

  await userEvent.tab();
  expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(answer).resolves.toBe(true);
});
