/** Copy of the Terms & Conditions and Privacy Policy (the two tabs of /legal, /terms and /privacy). */
import type { PageId } from '@donation-network/shared-rules';

export const LEGAL_LAST_UPDATED = 'October 1, 2024';

/** Complaints are reviewed within this many business days (a commitment the terms make to users). */
export const COMPLAINT_REVIEW_BUSINESS_DAYS = 15;

export const LEGAL_SUPPORT_CONTACT_PATH = '/contact?service=legal-support';

/** A table inside a section (the cookie list of the Cookie Policy). */
export interface LegalTable {
  caption: string;
  columns: readonly string[];
  /** One row per entry, one cell per column. */
  rows: readonly (readonly string[])[];
}

export interface LegalSection {
  /** Unique within its document; on the page the element id is `<document id>-<id>`. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
  table?: LegalTable;
  /** Paragraphs shown after the bullets or the table. */
  closing?: readonly string[];
}

export interface LegalDocumentContent {
  /** The page_content row that manages the document. */
  id: PageId;
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const TERMS: LegalDocumentContent = {
  id: 'terms',
  title: 'Terms & Conditions',
  intro:
    'These Terms & Conditions govern your use of our donation network website, mobile apps and related services (together, the “Services”). Please read them carefully.',
  sections: [
    {
      id: 'acceptance',
      heading: '1. Acceptance of Terms',
      paragraphs: [
        'By creating an account or using the Services you agree to be bound by these Terms and by our Privacy Policy. If you do not agree, please do not use the Services.',
        'If you use the Services on behalf of a hospital, blood bank, company or other organisation, you confirm that you are authorised to accept these Terms on its behalf.',
      ],
    },
    {
      id: 'services',
      heading: '2. Description of Services',
      paragraphs: [
        'We operate an online network that connects blood and organ donors with recipients, healthcare providers and corporate partners. We also help users find providers of related services such as DNA storage, fertility clinics and transplant coordination, and we host a directory of healthcare founders and investors.',
        'Some features are still being developed and may change, be interrupted or be withdrawn without notice.',
      ],
    },
    {
      id: 'no-medical',
      heading: '3. No Medical Services',
      paragraphs: [
        'We are a technology platform, not a healthcare provider. We do not provide medical services, medical advice, diagnosis or treatment, and we do not collect, test, store or transport blood, organs or other biological material.',
        'All eligibility checks, compatibility testing, donations, transplants and other clinical procedures are carried out solely by licensed healthcare providers, under their own responsibility. In a medical emergency, contact your local emergency services immediately.',
      ],
    },
    {
      id: 'responsibilities',
      heading: '4. User Responsibilities',
      paragraphs: ['When you use the Services you agree to:'],
      bullets: [
        'provide accurate, current and complete information, and keep it up to date;',
        'keep your login details confidential and tell us promptly about any unauthorised use of your account;',
        'use the Services only for lawful purposes and never offer or request payment for organs or blood;',
        'respect the privacy and dignity of other users and of healthcare staff;',
        'not interfere with, copy or reverse-engineer the Services.',
      ],
    },
    {
      id: 'matching',
      heading: '5. Donor and Recipient Matching',
      paragraphs: [
        'Matches suggested through the Services are an introduction only. Every donation is arranged and confirmed through a participating hospital or accredited donation centre, which decides independently whether a donor is eligible and whether a donation can go ahead.',
        'We do not guarantee that a donor will be found, that a suggested match is medically compatible, or that a donation will take place within any particular time.',
      ],
    },
    {
      id: 'payments',
      heading: '6. Payments and Subscriptions',
      paragraphs: [
        'Registering as a donor is free. Recipients and partners may choose paid plans, such as the Essential Plan, which are billed in advance for the period shown at checkout and renew only as described there.',
        'All charges are made in US dollars; where you choose another currency, prices also show an estimate in it, and your bank or payment provider may convert the amount at its own rate. Payment processing fees charged by your bank or payment provider are your responsibility. Except where the law requires otherwise, fees already paid are non-refundable, but you may cancel a plan at any time to stop future charges.',
      ],
    },
    {
      id: 'liability',
      heading: '7. Limitation of Liability',
      paragraphs: [
        'The Services are provided “as is” and “as available”. To the fullest extent permitted by law, we are not liable for any indirect, incidental or consequential loss, or for the acts, omissions or medical decisions of donors, recipients or healthcare providers.',
        'Our total liability for any claim relating to the Services is limited to the amount you paid us in the twelve months before the claim. Nothing in these Terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'changes',
      heading: '8. Changes and Termination',
      paragraphs: [
        'We may update these Terms from time to time. We will post the new version on this page with a new “Last updated” date and, for significant changes, notify you by e-mail or in the app. We may suspend or close accounts that breach these Terms.',
      ],
    },
    {
      id: 'complaints',
      heading: '9. Complaints and Contact',
      paragraphs: [
        `If you have a complaint about the Services, please contact our legal support team. We review every complaint and respond within ${COMPLAINT_REVIEW_BUSINESS_DAYS} business days.`,
        'Some requests, such as copies of records or certified documents, may be subject to a minor processing fee; we will always tell you the amount before proceeding.',
      ],
    },
  ],
};

export const PRIVACY: LegalDocumentContent = {
  id: 'privacy',
  title: 'Privacy Policy',
  intro:
    'This Privacy Policy explains what personal information we collect, how we use and share it, and the choices and rights you have. We store no health information beyond what is needed to facilitate the connection between donors, recipients and healthcare providers.',
  sections: [
    {
      id: 'collect',
      heading: '1. Data We Collect',
      paragraphs: ['Depending on how you use the Services, we collect:'],
      bullets: [
        'account details: your name, e-mail address, phone number, country, account type and password (stored in hashed form);',
        'profile details you choose to share to enable matching, such as blood type, donation preferences and location;',
        'documents you upload to verify your identity or eligibility;',
        'payment and subscription records (card details are handled by our payment providers, not stored by us);',
        'technical data such as device, browser, IP address and cookies, as described in our Cookie Policy.',
      ],
    },
    {
      id: 'use',
      heading: '2. How We Use Your Data',
      paragraphs: ['We use your information to:'],
      bullets: [
        'create and manage your account and verify your identity;',
        'suggest donor and recipient matches and notify you about relevant requests;',
        'process payments and manage subscriptions;',
        'provide support, respond to enquiries and send service messages;',
        'keep the Services secure, prevent fraud and meet our legal obligations;',
        'improve the Services using aggregated, de-identified statistics.',
      ],
    },
    {
      id: 'sharing',
      heading: '3. Sharing with Healthcare Partners',
      paragraphs: [
        'When you request or offer a donation, we share only the information needed to arrange it with the participating hospital, blood bank or donation centre you are matched with. These partners are bound by confidentiality obligations and by the healthcare laws that apply to them.',
        'We also use trusted service providers (for example hosting, e-mail and payment processing) that act on our instructions. We never sell your personal information.',
      ],
    },
    {
      id: 'retention',
      heading: '4. Data Retention',
      paragraphs: [
        'We keep your information for as long as your account is active and for a limited period afterwards where needed to resolve disputes, enforce our agreements or meet legal, tax and accounting obligations. When it is no longer needed we delete or anonymise it.',
      ],
    },
    {
      id: 'rights',
      heading: '5. Your Rights',
      paragraphs: ['Subject to the law where you live, you may:'],
      bullets: [
        'access the personal information we hold about you and receive a copy;',
        'correct information that is inaccurate or incomplete;',
        'ask us to delete your information or restrict how we use it;',
        'object to certain processing and withdraw consent at any time;',
        'receive your information in a portable format.',
      ],
    },
    {
      id: 'requests',
      heading: '6. Requests and Complaints',
      paragraphs: [
        `To exercise your rights or raise a privacy concern, contact our legal support team. We review every request and complaint within ${COMPLAINT_REVIEW_BUSINESS_DAYS} business days. Most requests are free; a minor processing fee may apply to requests that are repetitive or unusually extensive, and we will tell you before charging it.`,
        'You also have the right to complain to your local data protection authority.',
      ],
    },
  ],
};

/** The two documents of /legal, each the page_content row of that id. */
export type LegalTab = 'terms' | 'privacy';
