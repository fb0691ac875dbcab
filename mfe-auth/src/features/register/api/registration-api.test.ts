import { loadSupabase } from '@donation-network/portal-session';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import {
  INVALID_EMAIL_CODE_MESSAGE,
  INVALID_PHONE_CODE_MESSAGE,
  sendPhoneCode,
  verifyEmailCode,
  verifyPhoneCode,
} from './registration-api';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

const verifyOtp = jest.fn();
const updateUser = jest.fn();
const single = jest.fn();
const rpc = jest.fn(() => ({ single }));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(loadSupabase).mockResolvedValue(fakeSupabaseClient({ auth: { verifyOtp, updateUser }, rpc }));
  single.mockResolvedValue({ data: {}, error: null, status: 200 });
});

describe('verifyEmailCode', () => {
  it('a wrong or expired code is explained as a code, not as a link', async () => {
    verifyOtp.mockResolvedValue({
      error: { name: 'AuthApiError', code: 'otp_expired', message: 'Email link is invalid or has expired', status: 403 },
    });
    const failure = await verifyEmailCode('ada@example.org', '123456').catch((error: unknown) => error);
    expect(friendlyErrorMessage(failure)).toBe('That code is invalid or has expired. Check the latest e-mail or send a new code.');
    expect(friendlyErrorMessage(failure)).toBe(INVALID_EMAIL_CODE_MESSAGE);
    expect(rpc).not.toHaveBeenCalled();
  });

  it('checks the code as an e-mail OTP and records the verified e-mail', async () => {
    verifyOtp.mockResolvedValue({ error: null });
    await verifyEmailCode('ada@example.org', '654321');
    expect(verifyOtp).toHaveBeenCalledWith({ email: 'ada@example.org', token: '654321', type: 'magiclink' });
    expect(rpc).toHaveBeenCalledWith('confirm_email_verification');
  });

  it('other failures keep their own message', async () => {
    verifyOtp.mockResolvedValue({ error: { code: 'over_email_send_rate_limit', message: 'Too many requests', status: 429 } });
    await expect(verifyEmailCode('ada@example.org', '123456')).rejects.toMatchObject({ status: 429 });
  });
});

describe('phone codes', () => {
  it('sends the code with updateUser({ phone }), the number in E.164 form', async () => {
    updateUser.mockResolvedValue({ data: { user: {} }, error: null });
    await sendPhoneCode(' +27 (21) 555-0142 ');
    expect(updateUser).toHaveBeenCalledWith({ phone: '+27215550142' });
  });

  it('checks the code as a phone_change OTP', async () => {
    verifyOtp.mockResolvedValue({ data: { user: {}, session: null }, error: null });
    await verifyPhoneCode('+27 21 555 0142', '654321');
    expect(verifyOtp).toHaveBeenCalledWith({ phone: '+27215550142', token: '654321', type: 'phone_change' });
  });

  it('a wrong or expired code gets a message about the text message', async () => {
    verifyOtp.mockResolvedValue({
      error: { name: 'AuthApiError', code: 'otp_expired', message: 'Token has expired or is invalid', status: 403 },
    });
    const failure = await verifyPhoneCode('+27215550142', '123456').catch((error: unknown) => error);
    expect(friendlyErrorMessage(failure)).toBe('That code is invalid or has expired. Check the latest text message or send a new code.');
    expect(friendlyErrorMessage(failure)).toBe(INVALID_PHONE_CODE_MESSAGE);
  });

  it('a refused send keeps its status (the resend wait is 429)', async () => {
    updateUser.mockResolvedValue({
      data: { user: null },
      error: {
        code: 'over_sms_send_rate_limit',
        message: 'For security purposes, you can only request this after 42 seconds.',
        status: 429,
      },
    });
    await expect(sendPhoneCode('+27215550142')).rejects.toMatchObject({ status: 429 });
  });
});
