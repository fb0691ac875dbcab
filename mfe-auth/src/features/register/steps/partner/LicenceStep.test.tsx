import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_FILE_MESSAGES, VERIFICATION_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { renderWithProviders } from '../../../../test-utils';
import { uploadVerificationDocument } from '../../api/registration-api';
import type { WizardData, WizardStepProps } from '../../wizard/wizard-types';
import {
  DOCUMENT_REQUIRED_TITLE,
  LICENCE_REQUIRED_DESCRIPTION,
  LICENCE_UPLOAD_FALLBACK,
  LicenceStep,
  VERIFICATION_INITIATED_DESCRIPTION,
  VERIFICATION_INITIATED_TITLE,
} from './LicenceStep';
import { attachLicenceDocument } from './organisation-api';

jest.mock('../../api/registration-api', () => ({ uploadVerificationDocument: jest.fn() }));
jest.mock('./organisation-api', () => ({ attachLicenceDocument: jest.fn() }));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const uploadMock = jest.mocked(uploadVerificationDocument);
const attachMock = jest.mocked(attachLicenceDocument);
const notifyMock = jest.mocked(notify);
const USER = '0b7c6f1e-0000-4000-8000-000000000001';
const OBJECT_PATH = `${USER}/licence-1700000000000.pdf`;

beforeEach(() => {
  jest.clearAllMocks();
  uploadMock.mockResolvedValue({ id: 'd1', kind: 'licence', object_path: OBJECT_PATH, file_name: 'licence.pdf', status: 'pending' });
  attachMock.mockResolvedValue();
});

function renderStep(data: WizardData = {}) {
  const props: WizardStepProps = {
    userType: 'partner',
    userId: USER,
    email: 'desk@cityhospital.org',
    data,
    update: jest.fn().mockResolvedValue(undefined),
    next: jest.fn().mockResolvedValue(undefined),
    back: jest.fn(),
  };
  renderWithProviders(<LicenceStep {...props} />);
  // the picker's accept attribute would drop refused files before the step sees them
  return { props, user: userEvent.setup({ applyAccept: false }) };
}

const picker = () => screen.getByLabelText('Licence document');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const pdf = (name = 'licence.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('LicenceStep', () => {
  it('explains that the account stays pending until an administrator verifies the organisation', () => {
    renderStep();
    expect(screen.getByText('Pending verification')).toBeInTheDocument();
    expect(screen.getByText(/stays pending until an administrator verifies your organisation/)).toBeInTheDocument();
    expect(screen.getByText(/publish listings only after that/)).toBeInTheDocument();
  });

  it('asks for a document when none is chosen', async () => {
    const { props, user } = renderStep();
    await user.click(continueButton());
    expect(notifyMock).toHaveBeenCalledWith({
      title: DOCUMENT_REQUIRED_TITLE,
      description: LICENCE_REQUIRED_DESCRIPTION,
      variant: 'destructive',
    });
    expect(uploadMock).not.toHaveBeenCalled();
    expect(props.next).not.toHaveBeenCalled();
  });

  it.each([
    ['a Word file', new File(['x'], 'licence.docx', { type: 'application/msword' }), VERIFICATION_MESSAGES.documentType],
    ['a file over 5 MB', Object.defineProperty(pdf(), 'size', { value: 5 * 1024 * 1024 + 1 }), VERIFICATION_MESSAGES.documentSize],
    ['an empty file', new File([], 'licence.pdf', { type: 'application/pdf' }), VERIFICATION_MESSAGES.documentSize],
    ['a text file renamed licence.pdf', new File(['just text'], 'licence.pdf', { type: 'application/pdf' }), UPLOAD_FILE_MESSAGES.notReal],
  ])('refuses %s inline without uploading it', async (_case, file, message) => {
    const { props, user } = renderStep();
    await user.upload(picker(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    await user.click(continueButton());
    expect(uploadMock).not.toHaveBeenCalled();
    expect(props.next).not.toHaveBeenCalled();
  });

  it('uploads the licence, links it to the organisation and moves on', async () => {
    const { props, user } = renderStep();
    await user.upload(picker(), pdf());
    await user.click(continueButton());
    expect(uploadMock).toHaveBeenCalledWith(
      USER,
      'licence',
      expect.objectContaining({ name: 'licence.pdf', type: 'application/pdf' }),
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    expect(attachMock).toHaveBeenCalledWith(USER, OBJECT_PATH);
    expect(notifyMock).toHaveBeenCalledWith({
      title: VERIFICATION_INITIATED_TITLE,
      description: VERIFICATION_INITIATED_DESCRIPTION,
      variant: 'success',
    });
    expect(props.next).toHaveBeenCalledWith({ licenceDocumentName: 'licence.pdf' });
  });

  it('shows a failed upload and, on retry after a failed link, does not upload the same file twice', async () => {
    uploadMock.mockRejectedValueOnce(Object.assign(new Error('Please upload a JPEG, PNG or PDF file'), { status: 400 }));
    attachMock.mockRejectedValueOnce(new Error('fetch failed'));
    const { props, user } = renderStep();
    await user.upload(picker(), pdf());

    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a JPEG, PNG or PDF file');

    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't reach the server/);
    expect(uploadMock).toHaveBeenCalledTimes(2);

    await user.click(continueButton());
    expect(uploadMock).toHaveBeenCalledTimes(2);
    expect(attachMock).toHaveBeenCalledTimes(2);
    expect(props.next).toHaveBeenCalledWith({ licenceDocumentName: 'licence.pdf' });
    expect(screen.queryByText(LICENCE_UPLOAD_FALLBACK)).not.toBeInTheDocument();
  });

  it('continues a draft whose licence is already uploaded', async () => {
    const { props, user } = renderStep({ licenceDocumentName: 'licence.pdf' });
    expect(screen.getByText(/Uploaded: licence\.pdf/)).toBeInTheDocument();
    await user.click(continueButton());
    expect(uploadMock).not.toHaveBeenCalled();
    expect(props.next).toHaveBeenCalledWith();
  });
});
