import { renderWithProviders } from '../../../../test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UPLOAD_FILE_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { sendEmailCode, sendPhoneCode, uploadVerificationDocument, verifyEmailCode, verifyPhoneCode } from '../../api/registration-api';
import type { WizardData, WizardStepProps } from '../../wizard/wizard-types';
import { VerifyStep } from './VerifyStep';

jest.mock('../../api/registration-api');
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const notifyMock = jest.mocked(notify);
const sendEmailCodeMock = jest.mocked(sendEmailCode);
const verifyEmailCodeMock = jest.mocked(verifyEmailCode);
const uploadMock = jest.mocked(uploadVerificationDocument);
const sendPhoneCodeMock = jest.mocked(sendPhoneCode);
const verifyPhoneCodeMock = jest.mocked(verifyPhoneCode);

beforeEach(() => {
  jest.clearAllMocks();
  sendEmailCodeMock.mockResolvedValue();
  verifyEmailCodeMock.mockResolvedValue();
  sendPhoneCodeMock.mockResolvedValue();
  verifyPhoneCodeMock.mockResolvedValue();
});

/** The frame's part: update merges into the draft the step is rendered with. */
function renderStep(initial: WizardData = {}) {
  const update = jest.fn<Promise<void>, [Partial<WizardData>]>();
  const next = jest.fn().mockResolvedValue(undefined);
  function Harness() {
    const [data, setData] = useState(initial);
    const props: WizardStepProps = {
      userType: 'donor',
      userId: 'user-1',
      email: 'ada@example.org',
      data,
      update: async (patch) => {
        update(patch);
        setData((current) => ({ ...current, ...patch }));
      },
      next,
      back: jest.fn(),
    };
    return <VerifyStep {...props} />;
  }
  renderWithProviders(<Harness />);
  return { update, next };
}

const codeInput = () => screen.getByLabelText('Verification code');
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

const SIGNATURES: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

function pdf(name = 'passport.pdf', size = 1024, type = 'application/pdf') {
  const file = new File([new Uint8Array(SIGNATURES[type] ?? [0x78])], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('VerifyStep: e-mail code', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the code and counts 60 seconds down before it can be sent again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderStep();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    expect(sendEmailCodeMock).toHaveBeenCalledWith('ada@example.org');
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Verification Code Sent' }));
    expect(screen.getByText('Check your inbox for a 6-digit code.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend code in 59s' })).toBeDisabled();
    for (let second = 0; second < 59; second += 1) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('takes digits only, at most 6; Verify below 6 digits says the code is incomplete and checks nothing', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeInput()).toHaveAttribute('maxlength', '6');
    await user.type(codeInput(), '12a3-45');
    expect(codeInput()).toHaveValue('12345');
    expect(verifyButton()).toBeEnabled();

    await user.click(verifyButton());
    expect(notifyMock).toHaveBeenLastCalledWith({
      title: 'Invalid Code',
      description: 'Please enter the complete verification code.',
      variant: 'destructive',
    });
    expect(verifyEmailCodeMock).not.toHaveBeenCalled();

    await user.type(codeInput(), '67');
    expect(codeInput()).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it('offers the phone number of the details step for the text-message method', async () => {
    const user = userEvent.setup();
    renderStep({ phoneNumber: '+44 7700 900123' });
    await user.click(screen.getByRole('radio', { name: 'Text message (SMS)' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('+44 7700 900123');
  });

  it('verifies the code and records it in the draft', async () => {
    const user = userEvent.setup();
    const { update } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(codeInput(), '123456');
    await user.click(verifyButton());

    expect(verifyEmailCodeMock).toHaveBeenCalledWith('ada@example.org', '123456');
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Verification Successful' }));
    expect(update).toHaveBeenCalledWith({ emailVerified: true });
    expect(await screen.findByText('E-mail verified')).toBeInTheDocument();
  });

  it('shows why a code was refused', async () => {
    verifyEmailCodeMock.mockRejectedValue(Object.assign(new Error('Token has expired or is invalid'), { status: 403 }));
    const user = userEvent.setup();
    const { update } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(codeInput(), '123456');
    await user.click(verifyButton());

    expect(await screen.findByText('Token has expired or is invalid')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenLastCalledWith({
      title: 'Verification Failed',
      description: 'Token has expired or is invalid',
      variant: 'destructive',
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('does not start the countdown when the code could not be sent', async () => {
    sendEmailCodeMock.mockRejectedValue(Object.assign(new Error('Failed to fetch'), { status: 0 }));
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(notifyMock).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Code Not Sent', variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });
});

describe('VerifyStep: text-message code', () => {
  afterEach(() => jest.useRealTimers());

  const chooseSms = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('radio', { name: 'Text message (SMS)' }));

  it('needs a phone number, then texts the code to it and confirms the number with the code', async () => {
    const user = userEvent.setup();
    const { update } = renderStep();
    await chooseSms(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(notifyMock).toHaveBeenLastCalledWith({
      title: 'Phone Number Required',
      description: 'Please enter your phone number.',
      variant: 'destructive',
    });
    expect(sendPhoneCodeMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Phone number'), '+254 700 000 000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendPhoneCodeMock).toHaveBeenCalledWith('+254 700 000 000');
    expect(sendEmailCodeMock).not.toHaveBeenCalled();
    expect(notifyMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Verification Code Sent', description: 'We sent a 6-digit code to +254 700 000 000.' }),
    );
    expect(screen.getByText('Check your text messages for a 6-digit code.')).toBeInTheDocument();

    await user.type(codeInput(), '654321');
    await user.click(verifyButton());
    expect(verifyPhoneCodeMock).toHaveBeenCalledWith('+254 700 000 000', '654321');
    expect(verifyEmailCodeMock).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith({ verifiedPhone: '+254 700 000 000' });
    expect(await screen.findByText('Phone number verified')).toBeInTheDocument();
  });

  it('a wrong or expired code is explained and nothing is recorded', async () => {
    verifyPhoneCodeMock.mockRejectedValue(
      Object.assign(new Error('That code is invalid or has expired. Check the latest text message or send a new code.'), { status: 403 }),
    );
    const user = userEvent.setup();
    const { update } = renderStep({ phoneNumber: '+44 7700 900123' });
    await chooseSms(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(codeInput(), '111111');
    await user.click(verifyButton());

    expect(await screen.findByText(/Check the latest text message or send a new code\./)).toBeInTheDocument();
    expect(notifyMock).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Verification Failed', variant: 'destructive' }));
    expect(update).not.toHaveBeenCalled();
  });

  it('counts 60 seconds down before the text can be sent again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderStep({ phoneNumber: '+44 7700 900123' });
    await chooseSms(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    for (let second = 0; second < 60; second += 1) act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(sendPhoneCodeMock).toHaveBeenCalledTimes(2);
  });

  it('a refused send shows why and starts no countdown', async () => {
    sendPhoneCodeMock.mockRejectedValue(Object.assign(new Error('Invalid phone number format (E.164 required)'), { status: 400 }));
    const user = userEvent.setup();
    renderStep({ phoneNumber: '0700' });
    await chooseSms(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Invalid phone number format (E.164 required)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('a confirmed phone completes the code part of the step', () => {
    renderStep({ verifiedPhone: '+44 7700 900123', idVerified: true, identityDocumentName: 'id.pdf' });
    expect(screen.getByText('Phone number verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});

describe('VerifyStep: identity document', () => {
  const fileInput = () => screen.getByLabelText(/^Identification document/);
  const uploadButton = () => screen.getByRole('button', { name: 'Upload document' });

  it('accepts JPEG, PNG and PDF and states the 5 MB limit', () => {
    renderStep();
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(screen.getByText('JPEG, PNG or PDF. Max. 5MB')).toBeInTheDocument();
  });

  it('asks for a document when none is chosen', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(uploadButton());
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Document Required',
      description: 'Please upload an identification document.',
      variant: 'destructive',
    });
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it.each([
    ['another type', pdf('notes.txt', 100, 'text/plain'), 'Please upload a JPEG, PNG or PDF file'],
    ['a file over 5 MB', pdf('scan.pdf', 5 * 1024 * 1024 + 1), 'The document must be at most 5 MB'],
    ['a text file renamed fake.png', new File(['not an image'], 'fake.png', { type: 'image/png' }), UPLOAD_FILE_MESSAGES.notReal],
  ])('refuses %s without uploading it', async (_, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    renderStep();
    await user.upload(fileInput(), file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('uploads the document for review and shows it pending', async () => {
    uploadMock.mockResolvedValue({
      id: 'd1',
      kind: 'identity',
      object_path: 'user-1/identity-1.pdf',
      file_name: 'passport.pdf',
      status: 'pending',
    });
    const user = userEvent.setup();
    const { update } = renderStep();
    const file = pdf();
    await user.upload(fileInput(), file);
    await user.click(uploadButton());

    expect(uploadMock).toHaveBeenCalledWith('user-1', 'identity', file, expect.objectContaining({ onProgress: expect.any(Function) }));
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Document Verification Initiated',
      description: 'Your document was uploaded and is pending review.',
      variant: 'success',
    });
    expect(update).toHaveBeenCalledWith({ idVerified: true, identityDocumentName: 'passport.pdf' });
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText(/passport\.pdf was uploaded/)).toBeInTheDocument();
  });

  it('shows why an upload failed', async () => {
    uploadMock.mockRejectedValue(Object.assign(new Error('The document must be at most 5 MB'), { status: 400 }));
    const user = userEvent.setup();
    const { update } = renderStep();
    await user.upload(fileInput(), pdf());
    await user.click(uploadButton());
    expect(await screen.findByText('The document must be at most 5 MB')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});

describe('VerifyStep: continue', () => {
  it('continues only once the e-mail and the document are both done', async () => {
    const user = userEvent.setup();
    const { next } = renderStep({ emailVerified: true });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    uploadMock.mockResolvedValue({
      id: 'd1',
      kind: 'identity',
      object_path: 'user-1/identity-1.png',
      file_name: 'id.png',
      status: 'pending',
    });
    await user.upload(screen.getByLabelText(/^Identification document/), pdf('id.png', 2048, 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(next).toHaveBeenCalledWith();
  });

  it('shows both parts done when the draft says so', () => {
    renderStep({ emailVerified: true, idVerified: true, identityDocumentName: 'licence.jpg' });
    expect(screen.getByText('E-mail verified')).toBeInTheDocument();
    expect(screen.getByText(/licence\.jpg was uploaded/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
