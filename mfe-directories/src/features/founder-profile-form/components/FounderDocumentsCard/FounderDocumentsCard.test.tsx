import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIRECTORY_FILE_MESSAGES } from 'shared-rules';
import { notify, requestError } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { addFounderDocument, listOwnFounderDocuments } from '../../api/founder-profile-form-api';
import { DOCUMENT_FILE_REQUIRED, DOCUMENT_NAME_MESSAGE, FounderDocumentsCard } from './FounderDocumentsCard';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), notify: jest.fn() }));
jest.mock('../../api/founder-profile-form-api', () => ({
  listOwnFounderDocuments: jest.fn(),
  addFounderDocument: jest.fn(),
  removeFounderDocument: jest.fn(),
}));

const mockedList = jest.mocked(listOwnFounderDocuments);
const mockedAdd = jest.mocked(addFounderDocument);
const USER = '00000000-0000-4000-8000-000000000005';
const PROFILE = 'f0a1c2d3-00de-4a5b-8c6d-0000000000de';

beforeEach(() => jest.clearAllMocks());

function renderCard() {
  renderWithProviders(<FounderDocumentsCard userId={USER} profileId={PROFILE} />);
  return userEvent.setup({ applyAccept: false });
}

test('a name and an accepted file are required before anything is uploaded', async () => {
  mockedList.mockResolvedValue([]);
  const user = renderCard();
  expect(await screen.findByText('No documents available.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(screen.getByText(DOCUMENT_NAME_MESSAGE)).toBeInTheDocument();
  expect(screen.getByText(DOCUMENT_FILE_REQUIRED)).toBeInTheDocument();
  await user.upload(screen.getByLabelText('File'), new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
  expect(screen.getByText(DIRECTORY_FILE_MESSAGES.documentType)).toBeInTheDocument();
  expect(mockedAdd).not.toHaveBeenCalled();
});

test('an upload is recorded and listed; a refusal is shown inline', async () => {
  mockedList.mockResolvedValueOnce([]);
  const user = renderCard();
  await screen.findByText('No documents available.');
  const file = new File(['%PDF-1.4'], 'financials.pdf', { type: 'application/pdf' });

  mockedAdd.mockRejectedValueOnce(requestError({ message: 'A document with this name already exists', code: '22023' }, 400));
  await user.type(screen.getByLabelText('Document name'), ' Financials ');
  await user.upload(screen.getByLabelText('File'), file);
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(await screen.findByText('A document with this name already exists')).toBeInTheDocument();
  expect(screen.getByLabelText('Document name')).toHaveValue(' Financials ');

  const recorded = { id: 'd1', name: 'Financials', url: null, object_path: `${USER}/1-financials.pdf` };
  mockedAdd.mockResolvedValueOnce(recorded);
  mockedList.mockResolvedValueOnce([recorded]);
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Document uploaded' })));
  expect(mockedAdd).toHaveBeenLastCalledWith(USER, PROFILE, 'Financials', file);
  expect(await screen.findByRole('button', { name: 'Open Financials' })).toBeInTheDocument();
  expect(screen.getByLabelText('Document name')).toHaveValue('');
});
