/** Copy of /faqs (the fallback of its managed content, faqs-page-content.ts): questions in groups; an answer is paragraphs and an optional link. */

export const FAQS_EYEBROW = 'FAQs';

export const FAQS_TITLE = 'Frequently Asked Questions';

/** The hero lead and the meta description. */
export const FAQS_DESCRIPTION =
  'Answers to the questions donors, recipients and partners ask us most. If yours is not here, our team is happy to help.';

export interface Faq {
  id: string;
  question: string;
  answer: readonly string[];
  link?: { label: string; to: string };
}

export interface FaqGroup {
  id: string;
  title: string;
  faqs: readonly Faq[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'general',
    title: 'About the Network',
    faqs: [
      {
        id: 'what-is',
        question: 'What is Donation Network?',
        answer: [
          'A global network that connects blood and organ donors with recipients, hospitals, blood banks, donation centres and corporate partners. We make the connection faster and more transparent; the donation itself always takes place at a licensed healthcare facility.',
        ],
        link: { label: 'See how it works', to: '/how-it-works' },
      },
      {
        id: 'medical-services',
        question: 'Do you provide medical services or advice?',
        answer: [
          'No. We do not provide medical services or medical advice, and we store no health information beyond what is needed to facilitate the connection. Screening, testing, donations, transfusions and transplants are carried out by licensed healthcare providers, who make every clinical decision.',
          'If you have a question about your own health or whether you can donate, ask your doctor or the donation centre.',
        ],
      },
      {
        id: 'countries',
        question: 'Which countries can I register from?',
        answer: [
          'Registration currently offers Australia, India, the United States, Kenya, Nigeria, South Africa and the United Kingdom. Our partner network reaches further, and we add countries as local partners join.',
        ],
      },
    ],
  },
  {
    id: 'donors',
    title: 'Donating',
    faqs: [
      {
        id: 'who-can-donate',
        question: 'Who can become a donor?',
        answer: [
          'Most healthy adults can give blood, but the exact rules on age, weight, health, medication and travel are set by the blood service in your country and are checked by the donation centre on the day. Registering with us does not replace that check.',
        ],
        link: { label: 'Read about the donation process', to: '/donation-process' },
      },
      {
        id: 'how-often',
        question: 'How often can I give blood?',
        answer: [
          'The network uses these minimum intervals between whole-blood donations: 56 days in the United States; 84 days (12 weeks) for men and 112 days (16 weeks) for women in the United Kingdom; 90 days (3 months) for men and 120 days (4 months) for women in India; and 56 days in other countries until their national rules are added.',
          'You are only offered to recipients once your interval has passed. The donation centre always has the final say.',
        ],
      },
      {
        id: 'donor-cost',
        question: 'Does it cost anything to be a donor?',
        answer: ['No. Registration is free for donors, and we never pay or charge donors for giving blood.'],
        link: { label: 'Register as a donor', to: '/register/donor' },
      },
      {
        id: 'organ-donation',
        question: 'Can I register as an organ donor here?',
        answer: [
          'Organ donation is organised by hospitals and national transplant programmes, which keep the official donor registers. We help partner hospitals and transplant teams share information, but we do not allocate organs. To record your decision, use your country’s official organ donor register and tell your family.',
        ],
      },
    ],
  },
  {
    id: 'recipients',
    title: 'Requesting a Donation',
    faqs: [
      {
        id: 'request',
        question: 'How do I find a donor?',
        answer: [
          'Register as a recipient and subscribe to the Essential Plan ($15 per month). You can then search blood banks, hospitals and individual donors by blood group and location, and request an eligible donor for a hospital you choose. The hospital arranges the donation with the donor.',
        ],
        link: { label: 'Request Donation', to: '/register/recipient' },
      },
      {
        id: 'matching',
        question: 'How does matching work?',
        answer: [
          'We suggest donors by blood-group compatibility, location, availability and the time since their last donation. A suggestion is not a clinical decision: the hospital carries out its own compatibility testing before any transfusion.',
        ],
      },
      {
        id: 'emergency',
        question: 'What should I do in an emergency?',
        answer: [
          'Call your local emergency number or go to the nearest hospital. Our network helps with planned needs and coordination; it is not an emergency service.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and Security',
    faqs: [
      {
        id: 'data',
        question: 'What information do you keep about me?',
        answer: [
          'Your account, contact details and the information needed for matching: blood group, country and the date of your last donation. We do not keep medical records.',
        ],
        link: { label: 'Read our Data Protection Policy', to: '/data-protection' },
      },
      {
        id: 'who-sees',
        question: 'Who can see my contact details?',
        answer: [
          'An individual donor’s name and phone number are never shown in search results. When you are requested, you receive a notification naming the hospital, and the hospital contacts you. The person who made the request does not receive your details, and you do not receive theirs.',
        ],
      },
    ],
  },
  {
    id: 'partners',
    title: 'Partnerships',
    faqs: [
      {
        id: 'become-partner',
        question: 'How can my hospital or company partner with you?',
        answer: [
          'Hospitals, blood banks and donation centres join as healthcare partners; employers join as corporate partners; providers of DNA storage, fertility services, cryonics and transplant coordination join through Additional Services. Tell us about your organisation and we will be in touch.',
        ],
        link: { label: 'Explore partnerships', to: '/partnerships' },
      },
    ],
  },
];

export const FAQS_CONTACT_TEXT = 'Still have a question? Send us a message and our team will get back to you.';
