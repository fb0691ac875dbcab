/** Copy of the Cookie Policy (/cookies). Cookie names and durations are the product's constants. */
import { COMPLAINT_REVIEW_BUSINESS_DAYS, type LegalDocumentContent } from './legal-content';

export const COOKIE_POLICY_LAST_UPDATED = 'April 1, 2025';

export interface CookieEntry {
  name: string;
  category: 'Essential' | 'Functional' | 'Analytics';
  purpose: string;
  duration: string;
}

/** Every cookie the Services may set, with how long it lasts. */
export const COOKIES: readonly CookieEntry[] = [
  {
    name: 'session_id',
    category: 'Essential',
    purpose: 'Keeps your visit together as you move between pages.',
    duration: 'Session (deleted when you close your browser)',
  },
  { name: 'auth_token', category: 'Essential', purpose: 'Keeps you signed in to your account.', duration: '30 days' },
  {
    name: '_ga',
    category: 'Analytics',
    purpose: 'Google Analytics: tells visits apart so we can count visitors and see which pages are used.',
    duration: '2 years',
  },
  {
    name: '_gid',
    category: 'Analytics',
    purpose: 'Google Analytics: groups the pages viewed in one day.',
    duration: '24 hours',
  },
  {
    name: 'preferences',
    category: 'Functional',
    purpose: 'Remembers your choices, such as the colour theme.',
    duration: '1 year',
  },
];

export const COOKIE_POLICY: LegalDocumentContent = {
  id: 'cookies',
  title: 'Cookie Policy',
  intro:
    'This Cookie Policy explains what cookies are, which cookies our donation network website uses, why we use them and how you can control them.',
  sections: [
    {
      id: 'what',
      heading: '1. What Are Cookies',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser. They let the site remember you between pages and visits, keep you signed in and understand how the site is used.',
        'Some cookies are set by us (first-party cookies); others are set by services we use, such as our analytics provider (third-party cookies).',
      ],
    },
    {
      id: 'list',
      heading: '2. Cookies We Use',
      paragraphs: ['We use the following cookies:'],
      table: {
        caption: 'Cookies set by the Services and how long they last',
        columns: ['Cookie', 'Type', 'Purpose', 'Duration'],
        rows: COOKIES.map((cookie) => [cookie.name, cookie.category, cookie.purpose, cookie.duration]),
      },
      closing: [
        'Essential cookies are needed for the site to work and cannot be switched off in our systems. Functional and analytics cookies are optional.',
      ],
    },
    {
      id: 'storage',
      heading: '3. Similar Technologies',
      paragraphs: [
        'We also use your browser’s local storage, which works like a cookie, to keep your sign-in session and to remember your theme preference. It stays on your device until you sign out or clear your browser data.',
      ],
    },
    {
      id: 'manage',
      heading: '4. Managing Cookies',
      paragraphs: [
        'You can block or delete cookies in your browser’s settings at any time, and you can opt out of Google Analytics with the browser add-on Google provides.',
        'If you block essential cookies, parts of the site, such as signing in, will not work.',
      ],
    },
    {
      id: 'changes',
      heading: '5. Changes to This Policy',
      paragraphs: [
        'We may update this Cookie Policy when we change the cookies we use. We will post the new version on this page with a new “Last updated” date.',
      ],
    },
    {
      id: 'contact',
      heading: '6. Questions and Complaints',
      paragraphs: [
        `If you have a question or complaint about our use of cookies, contact our legal support team. We review every complaint within ${COMPLAINT_REVIEW_BUSINESS_DAYS} business days.`,
        'Most requests are free; a minor processing fee may apply to requests that are repetitive or unusually extensive, and we will tell you the amount before proceeding.',
      ],
    },
  ],
};
