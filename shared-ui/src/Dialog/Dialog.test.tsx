import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Dialog } from './Dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Delete donor?"
        description="This cannot be undone."
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Delete</button>
          </>
        }
      >
        <label>
          Reason <input />
        </label>
      </Dialog>
    </>
  );
}

test('renders nothing while closed', () => {
  renderWithTheme(<Harness />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('opens as a labelled modal dialog in a portal with focus inside', async () => {
  const user = userEvent.setup();
  const { container } = renderWithTheme(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete donor?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  expect(container).not.toContainElement(dialog); // portalled to document.body
  expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  expect(document.body.style.overflow).toBe('hidden');
});

test('traps Tab and Shift+Tab inside', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const input = screen.getByRole('textbox', { name: 'Reason' });
  await user.tab();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab(); // wraps
  expect(input).toHaveFocus();
  await user.tab({ shift: true }); // wraps backwards
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Open' })).not.toHaveFocus();
});

test('Escape calls onClose and focus returns to the opener', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderWithTheme(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

test('backdrop click closes, clicks inside do not', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderWithTheme(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('dialog'));
  await user.click(screen.getByText('This cannot be undone.'));
  expect(onClose).not.toHaveBeenCalled();
  await user.click(screen.getByTestId('dialog-backdrop'));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

test('the close button calls onClose', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderWithTheme(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('without focusable content the panel itself takes focus', () => {
  renderWithTheme(
    <Dialog open onClose={() => undefined} title="Info" hideCloseButton>
      Just text
    </Dialog>,
  );
  expect(screen.getByRole('dialog', { name: 'Info' })).toHaveFocus();
});
