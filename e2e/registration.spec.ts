import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  PDF,
  newEmail,
  createAccount,
  fillPersonalDetails,
  verifyEmail,
  fillPartnerOrganisation,
  chooseInvestmentFocus,
  type MailedCode,
} from './support/registration-wizard';

// Registration wizards end to end (mfe-auth, stitched by the shell, against the real backend):
// accounts are created in the auth panel, the one-time code is read from the backend's
// outbox (lite prints mails instead of sending them), documents go to Storage and every
// wizard ends on its role's landing page.

/** The stepper says which of how many steps is current. */
async function expectStep(page: Page, step: number, of: number) {
  await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute('aria-valuetext', `Step ${step} of ${of}`);
}

async function verifyEmailAndIdentity(page: Page, mailedCode: MailedCode, email: string) {
  await verifyEmail(page, mailedCode, email);

  const picker = page.getByLabel(/Identification document/);
  // a wrong type is refused in the page, before any upload
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please upload a JPEG, PNG or PDF file')).toBeVisible();
  await picker.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 32) });
  await expect(page.getByText('The document must be at most 5 MB')).toBeVisible();
  await picker.setInputFiles(PDF);
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Pending review', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function completeRegistration(page: Page) {
  const complete = page.getByRole('button', { name: 'Complete Registration' });
  await expect(complete).toBeDisabled();
  await page.getByRole('checkbox', { name: /I consent to the processing of my personal data/ }).check();
  await complete.click();
}

test(
  'a donor registers: account, details, e-mailed code and document, payment, consent, dashboard',
  { tag: ['@auth', '@donor', '@needs-local-backend'] },
  async ({ page, baseUrl, mailedCode }) => {
    const email = newEmail('donor');
    await page.goto(`${baseUrl}/register`);
    await page.getByRole('button', { name: /Blood Donor/ }).click();
    await expect(page).toHaveURL(`${baseUrl}/register`);
    await createAccount(page, email);

    // validation texts of the details step
    await page.getByRole('form', { name: 'Your details' }).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('You must accept the terms and conditions', { exact: true })).toBeVisible();
    await fillPersonalDetails(page, 'Dana Donor');

    // a reload resumes the draft on the server at the Verify step
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();

    await verifyEmailAndIdentity(page, mailedCode, email);

    const payment = page.getByRole('form', { name: 'Payment details' });
    await payment.getByLabel('Country').selectOption('US');
    await payment.getByLabel('Payment method').selectOption('card');
    await payment.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Name on card').fill('Dana Donor');
    await payment.getByLabel('Expiry date').fill('12/29');
    await payment.getByLabel('CVV').fill('123');
    await payment.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Payment Processed')).toBeVisible();

    await expect(page.getByText('Dana Donor')).toBeVisible();
    await completeRegistration(page);
    await expect(page).toHaveURL(`${baseUrl}/donor/dashboard`);
    await expect(page.getByText('Registration Successful')).toBeVisible();
  },
);

test(
  'a recipient registers, subscribes to a plan inside the flow and lands on blood services',
  { tag: ['@auth', '@recipient', '@needs-local-backend'] },
  async ({ page, baseUrl, mailedCode }) => {
    const email = newEmail('recipient');
    await page.goto(`${baseUrl}/register/recipient`);
    await createAccount(page, email);
    await fillPersonalDetails(page, 'Riley Recipient');
    await verifyEmailAndIdentity(page, mailedCode, email);

    await page.getByRole('radio', { name: /Essential/ }).check();
    const payment = page.getByRole('form', { name: 'Payment details' });
    await payment.getByLabel('Country').selectOption('GB');
    await payment.getByLabel('Payment method').selectOption('bank_transfer');
    await payment.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText(/You've successfully subscribed to the/)).toBeVisible();

    await completeRegistration(page);
    await expect(page).toHaveURL(`${baseUrl}/recipient/blood-services`);
  },
);

test(
  'a partner registers its organisation, licence and billing in five steps and stays pending verification',
  { tag: ['@auth', '@partner'] },
  async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/register/partner`);
    await expectStep(page, 1, 5);
    await createAccount(page, newEmail('partner'));
    await fillPartnerOrganisation(page);

    await page.getByLabel('Licence document').setInputFiles({ ...PDF, name: 'licence.pdf' });
    await expect(page.getByText('Pending verification')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expectStep(page, 4, 5);
    const invoice = page.getByRole('form', { name: 'Invoice request' });
    await invoice.getByLabel('Billing e-mail').fill('accounts@harbour.example');
    await invoice.getByRole('button', { name: 'Request invoice' }).click();
    await expectStep(page, 5, 5);
    await completeRegistration(page);
    await expect(page).toHaveURL(`${baseUrl}/partner/dashboard`);
  },
);

test(
  'a founder registers in five steps and the founder profile is listed in the directory',
  { tag: ['@auth', '@directories', '@needs-local-backend'] },
  async ({ page, baseUrl, mailedCode }) => {
    const email = newEmail('founder');
    await page.goto(`${baseUrl}/register/founder`);
    await expectStep(page, 1, 5);
    await createAccount(page, email);
    const form = page.getByRole('form', { name: 'Founder details' });
    await form.getByLabel('Full name').fill('Fay Founder');
    await form.getByLabel('Company name').fill('Pulse Diagnostics');
    await form.getByLabel('Industry').selectOption('Healthcare');
    await form.getByLabel('Funding stage').selectOption('Seed');
    await form.getByLabel('Location').fill('Nairobi, Kenya');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expectStep(page, 3, 5);
    await verifyEmail(page, mailedCode, email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectStep(page, 4, 5);
    await page.getByRole('button', { name: 'Continue with the free listing' }).click();
    await completeRegistration(page);
    await expect(page).toHaveURL(`${baseUrl}/founder/dashboard`);
    await page.goto(`${baseUrl}/founders`);
    await expect(page.getByText('Pulse Diagnostics').first()).toBeVisible();
  },
);

test(
  'an investor registers with focus areas and stages in five steps and lands on the investor dashboard',
  { tag: ['@auth', '@directories', '@needs-local-backend'] },
  async ({ page, baseUrl, mailedCode }) => {
    const email = newEmail('investor');
    await page.goto(`${baseUrl}/register/investor`);
    await createAccount(page, email);
    const form = page.getByRole('form', { name: 'Investor details' });
    await form.getByLabel('Full name').fill('Ivan Investor');
    await form.getByLabel('Investor type').selectOption('Angel');
    await form.getByLabel('Location').fill('London, UK');
    await form.getByRole('button', { name: 'Continue' }).click();
    // focus areas and stages are required
    await expect(form).toBeVisible();
    await chooseInvestmentFocus(form);
    await verifyEmail(page, mailedCode, email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue with the free listing' }).click();
    await expectStep(page, 5, 5);
    await completeRegistration(page);
    await expect(page).toHaveURL(`${baseUrl}/investor/dashboard`);
  },
);

test(
  'a founder verifies by text message: the code from the SMS outbox confirms the phone and registration completes',
  { tag: ['@auth', '@needs-local-backend'] },
  async ({ page, baseUrl, textedCode }) => {
    const email = newEmail('founder');
    const phone = `+1 555 ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    await page.goto(`${baseUrl}/register/founder`);
    await createAccount(page, email);
    const form = page.getByRole('form', { name: 'Founder details' });
    await form.getByLabel('Full name').fill('Tomi Texter');
    await form.getByLabel('Company name').fill('Relay Health');
    await form.getByLabel('Industry').selectOption('Healthcare');
    await form.getByLabel('Funding stage').selectOption('Seed');
    await form.getByLabel('Location').fill('Kigali, Rwanda');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expectStep(page, 3, 5);

    await page.getByRole('radio', { name: 'Text message (SMS)' }).check();
    await page.getByLabel('Phone number').fill(phone);
    const sentAfter = new Date().toISOString();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
    const code = await textedCode(phone, sentAfter);

    await page.getByLabel('Verification code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(
      page.getByText('That code is invalid or has expired. Check the latest text message or send a new code.').first(),
    ).toBeVisible();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Phone number verified')).toBeVisible();

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue with the free listing' }).click();
    await completeRegistration(page);
    await expect(page).toHaveURL(`${baseUrl}/founder/dashboard`);
  },
);

test('at 375 px the next step opens scrolled to its top with its heading focused', { tag: ['@auth'] }, async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${baseUrl}/register/donor`);
  await createAccount(page, newEmail('donor', 'mobile-'));

  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Full name').fill('Mo Bile');
  await form.getByLabel('Blood group').selectOption('A+');
  await form.getByLabel('Phone number').fill('+254 700 000 000');
  await form.getByRole('checkbox').check();
  // the Continue button sits far down the page on a phone
  await form.getByRole('button', { name: 'Continue' }).click();

  const heading = page.getByRole('heading', { level: 2, name: 'Verify' });
  await expect(heading).toBeFocused();
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);

  // Back from step 2 goes to step 1 (the account), not to the chooser
  await page.getByRole('button', { name: 'Back' }).last().click();
  await page.getByRole('button', { name: 'Back' }).last().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeFocused();
  await expect(page.getByText(/You are registering with mobile-donor-/)).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl}/register/donor`);
});

test(
  'a social button in the wizard says the provider is unavailable and keeps the visitor there',
  { tag: ['@auth'] },
  async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/register/recipient`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Google Login Unavailable')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in is not available' }).first()).toBeVisible();
    await expect(page).toHaveURL(`${baseUrl}/register/recipient`);
    await expect(page.getByRole('form', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  },
);

test(
  'an invalid account type is explained, an unknown one opens the donor steps, and the chooser offers no admin',
  { tag: ['@auth'] },
  async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/register/blood`);
    await expect(page).toHaveURL(`${baseUrl}/register/donor`);
    await expect(page.getByRole('heading', { level: 1, name: 'Blood Donor Registration' })).toBeVisible();
    await page.goto(`${baseUrl}/register/admin`);
    await expect(page.getByText('Invalid user type selected')).toBeVisible();
    await page.goto(`${baseUrl}/register`);
    await expect(page.getByText('Choose your account type to get started')).toBeVisible();
    await expect(page.getByRole('button', { name: /Admin/ })).toHaveCount(0);
  },
);
