import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIRECTORY_FILE_MESSAGES, UPLOAD_FILE_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { requestError } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import type { OwnDocument, OwnDocumentsApi } from '../../lib/own-documents';
import { DOCUMENT_FILE_REQUIRED, OwnDocumentsCard, type OwnDocumentsCardTexts } from './OwnDocumentsCard';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const USER = '00000000-0000-4000-8000-000000000005';
const PROFILE = 'f0a1c2d3-00de-4a5b-8c6d-0000000000de';
const TEXTS: OwnDocumentsCardTexts = {
  title: 'Documents',
  description: 'Shown on your profile.',
  saveFirst: 'Save your profile first, then add documents.',
  empty: 'No documents available.',
  listLabel: 'Your documents',
  formLabel: 'Add a document',
  namePlaceholder: 'e.g. Financial summary 2026',
};

function fakeApi() {
  return { list: jest.fn(), add: jest.fn(), remove: jest.fn() } satisfies Record<keyof OwnDocumentsApi<OwnDocument>, jest.Mock>;
}

beforeEach(() => jest.clearAllMocks());

function renderCard(api: ReturnType<typeof fakeApi>, profileId: string | null = PROFILE) {
  renderWithProviders(<OwnDocumentsCard userId={USER} profileId={profileId} api={api} texts={TEXTS} />);
  return userEvent.setup({ applyAccept: false });
}

test('before the first save there is nothing to list or upload', () => {
  const api = fakeApi();
  renderCard(api, null);
  expect(screen.getByText(TEXTS.saveFirst)).toBeInTheDocument();
  expect(screen.queryByLabelText('Document name')).not.toBeInTheDocument();
  expect(api.list).not.toHaveBeenCalled();
});

test('a name and an accepted file are required before anything is uploaded', async () => {
  const api = fakeApi();
  api.list.mockResolvedValue([]);
  const user = renderCard(api);
  expect(await screen.findByText(TEXTS.empty)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(screen.getByText(DIRECTORY_FILE_MESSAGES.documentName)).toBeInTheDocument();
  expect(screen.getByText(DOCUMENT_FILE_REQUIRED)).toBeInTheDocument();
  await user.upload(screen.getByLabelText('File'), new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
  expect(screen.getByText(DIRECTORY_FILE_MESSAGES.documentType)).toBeInTheDocument();
  // a text file renamed fake.png: its bytes are no PNG
  await user.upload(screen.getByLabelText('File'), new File(['just text'], 'fake.png', { type: 'image/png' }));
  expect(await screen.findByText(UPLOAD_FILE_MESSAGES.notReal)).toBeInTheDocument();
  // a name of only spaces (any Unicode space) is no name, as in the database
  await user.type(screen.getByLabelText('Document name'), '\u3000 ');
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(screen.getByText(DIRECTORY_FILE_MESSAGES.documentName)).toBeInTheDocument();
  expect(api.add).not.toHaveBeenCalled();
});

test('an upload is recorded with the trimmed name and listed; a refusal is shown inline and keeps the input', async () => {
  const api = fakeApi();
  api.list.mockResolvedValueOnce([]);
  const user = renderCard(api);
  await screen.findByText(TEXTS.empty);
  const file = new File(['%PDF-1.4'], 'financials.pdf', { type: 'application/pdf' });

  api.add.mockRejectedValueOnce(requestError({ message: 'A document with this name already exists', code: '22023' }, 400));
  await user.type(screen.getByLabelText('Document name'), ' Financials ');
  await user.upload(screen.getByLabelText('File'), file);
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(await screen.findByText('A document with this name already exists')).toBeInTheDocument();
  expect(screen.getByLabelText('Document name')).toHaveValue(' Financials ');

  const recorded = { id: 'd1', name: 'Financials', url: null, object_path: `${USER}/1-financials.pdf` };
  api.add.mockResolvedValueOnce(recorded);
  api.list.mockResolvedValueOnce([recorded]);
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Document uploaded' })));
  expect(api.add).toHaveBeenLastCalledWith(
    { userId: USER, profileId: PROFILE, name: 'Financials', file },
    expect.objectContaining({ onProgress: expect.any(Function) }),
  );
  expect(await screen.findByRole('button', { name: 'Open Financials' })).toBeInTheDocument();
  expect(screen.getByLabelText('Document name')).toHaveValue('');
});

test('Remove deletes the document and lists the rest; a failed removal says so and keeps it', async () => {
  const api = fakeApi();
  const statement = { id: 'd1', name: 'Statement', url: null, object_path: `${USER}/1-statement.pdf` };
  const letter = { id: 'd2', name: 'Letter', url: 'https://example.com/letter.pdf', object_path: null };
  api.list.mockResolvedValueOnce([letter, statement]).mockResolvedValue([letter]);
  const user = renderCard(api);

  api.remove.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await user.click(await screen.findByRole('button', { name: 'Remove Statement' }));
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: "Couldn't remove the document", variant: 'destructive' })),
  );
  expect(screen.getByRole('button', { name: 'Remove Statement' })).toBeEnabled();
  expect(api.list).toHaveBeenCalledTimes(1);

  api.remove.mockResolvedValueOnce(undefined);
  await user.click(screen.getByRole('button', { name: 'Remove Statement' }));
  expect(api.remove).toHaveBeenLastCalledWith(statement);
  // the list is read again: the link document stays, the removed one is gone
  expect(await screen.findByRole('link', { name: 'Open Letter' })).toHaveAttribute('href', letter.url);
  expect(screen.queryByText('Statement')).not.toBeInTheDocument();
  expect(api.list).toHaveBeenCalledTimes(2);
  expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Document removed', description: 'Statement' }));
});
