import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@donation-network/shared-ui';
import { RequestError } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { AnswerDialog, useInboxAnswer } from './InboxAnswer';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

function renderAnswer() {
  const read = { retry: jest.fn() };
  const close = jest.fn();
  const { result } = renderHook(() => useInboxAnswer({ read, close, notified: 'The sender has been notified.', fallback: 'Try again.' }));
  return { result, read, close };
}

describe('useInboxAnswer', () => {
  it('is busy while the answer travels, then tells the owner who was notified, closes and reads the list again', async () => {
    const { result, read, close } = renderAnswer();
    let arrive = () => {};
    const send = () => new Promise<void>((resolve) => (arrive = resolve));
    let sent: Promise<void> = Promise.resolve();
    act(() => {
      sent = result.current.answer(send, 'Request accepted');
    });
    expect(result.current.busy).toBe(true);
    expect(close).not.toHaveBeenCalled();

    await act(async () => {
      arrive();
      await sent;
    });
    expect(notify).toHaveBeenCalledWith({ title: 'Request accepted', description: 'The sender has been notified.', variant: 'success' });
    expect(result.current.busy).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
    expect(read.retry).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, or the fallback for a raw error, and still closes and reads again", async () => {
    const { result, read, close } = renderAnswer();
    await act(() =>
      result.current.answer(() => Promise.reject(new RequestError('This request was already answered.', { status: 400 })), 'x'),
    );
    expect(notify).toHaveBeenLastCalledWith({ title: 'Error', description: 'This request was already answered.', variant: 'destructive' });

    await act(() => result.current.answer(() => Promise.reject(new Error('relation "requests" does not exist')), 'x'));
    expect(notify).toHaveBeenLastCalledWith({ title: 'Error', description: 'Try again.', variant: 'destructive' });
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' }));
    expect(result.current.busy).toBe(false);
    expect(close).toHaveBeenCalledTimes(2);
    expect(read.retry).toHaveBeenCalledTimes(2);
  });
});

describe('AnswerDialog', () => {
  const renderDialog = (props: Partial<Parameters<typeof AnswerDialog>[0]> = {}) => {
    const onClose = jest.fn();
    const onAnswer = jest.fn();
    renderWithProviders(
      <AnswerDialog
        about="Ada to meet Grace"
        onClose={onClose}
        title="Decline this request?"
        keepLabel="Keep it"
        answerLabel="Decline request"
        busy={false}
        onAnswer={onAnswer}
        {...props}
      >
        <p>The sender will be told.</p>
      </AnswerDialog>,
    );
    return { onClose, onAnswer, user: userEvent.setup() };
  };

  it('shows the request and what the answer means; one button keeps it, the other sends the answer', async () => {
    const { onClose, onAnswer, user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    expect(dialog).toHaveTextContent('Ada to meet Grace');
    expect(dialog).toHaveTextContent('The sender will be told.');

    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAnswer).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Decline request' }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('is closed while it is about no request', () => {
    renderDialog({ about: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot send an incomplete answer', () => {
    renderDialog({ answerDisabled: true });
    expect(screen.getByRole('button', { name: 'Decline request' })).toBeDisabled();
  });
});
