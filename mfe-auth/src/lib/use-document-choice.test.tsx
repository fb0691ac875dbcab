import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_FILE_MESSAGES, VERIFICATION_DOCUMENT_ACCEPT, VERIFICATION_MESSAGES } from '@donation-network/shared-rules';
import { renderWithProviders } from '../test-utils';
import { useDocumentChoice } from './use-document-choice';

function Picker({ onPick }: { onPick: () => void }) {
  const { file, fileError, inputProps } = useDocumentChoice(onPick);
  return (
    <>
      <input {...inputProps} aria-label="Document" />
      <output aria-label="Chosen">{file?.name ?? 'none'}</output>
      {fileError && <p role="alert">{fileError}</p>}
    </>
  );
}

function renderPicker() {
  const onPick = jest.fn();
  renderWithProviders(<Picker onPick={onPick} />);
  // the picker's accept attribute would drop refused files before the hook sees them
  return { onPick, user: userEvent.setup({ applyAccept: false }) };
}

const pdf = (contents = '%PDF-1.7') => new File([contents], 'licence.pdf', { type: 'application/pdf' });

test('a file input for the documents the rules accept, not marked invalid before a pick', () => {
  renderPicker();
  const input = screen.getByLabelText('Document');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', VERIFICATION_DOCUMENT_ACCEPT);
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('a PDF whose contents are a PDF is chosen, and every pick is reported', async () => {
  const { onPick, user } = renderPicker();
  await user.upload(screen.getByLabelText('Document'), pdf());
  expect(await screen.findByText('licence.pdf')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onPick).toHaveBeenCalledTimes(1);
});

test.each([
  ['a Word file', new File(['x'], 'licence.docx', { type: 'application/msword' }), VERIFICATION_MESSAGES.documentType],
  ['an empty file', new File([], 'licence.pdf', { type: 'application/pdf' }), VERIFICATION_MESSAGES.documentSize],
  ['a text file renamed licence.pdf', pdf('just text'), UPLOAD_FILE_MESSAGES.notReal],
])('refuses %s with the reason, and marks the input invalid', async (_case, file, message) => {
  const { onPick, user } = renderPicker();
  await user.upload(screen.getByLabelText('Document'), file);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('Chosen')).toHaveTextContent('none');
  expect(screen.getByLabelText('Document')).toHaveAttribute('aria-invalid', 'true');
  expect(onPick).toHaveBeenCalledTimes(1);
});
