/** Copy of the Data Protection Policy (/data-protection). */
import { COMPLAINT_REVIEW_BUSINESS_DAYS, type LegalDocumentContent } from './legal-content';

export const DATA_PROTECTION_LAST_UPDATED = 'April 1, 2025';

export const DATA_PROTECTION_POLICY: LegalDocumentContent = {
  id: 'data-protection',
  title: 'Data Protection Policy',
  intro:
    'This Data Protection Policy describes how we protect the personal information of donors, recipients, healthcare partners and other users. We provide no medical services and store no health information beyond what is needed to facilitate the connection between donors, recipients and healthcare providers.',
  sections: [
    {
      id: 'principles',
      heading: '1. Our Principles',
      paragraphs: ['We handle personal information according to these principles:'],
      bullets: [
        'lawfulness, fairness and transparency: we tell you what we collect and why;',
        'purpose limitation: we use information only to run the network and for the purposes we have told you about;',
        'data minimisation: we collect only what is needed to connect donors, recipients and partners;',
        'accuracy: you can correct your information at any time;',
        'storage limitation: we keep information only as long as it is needed;',
        'integrity and confidentiality: we protect information against loss and unauthorised access.',
      ],
    },
    {
      id: 'bases',
      heading: '2. Legal Bases for Processing',
      paragraphs: [
        'We process personal information to perform our agreement with you (for example, to run your account and suggest matches), with your consent (for example, for optional cookies or to share donor details with a hospital you choose), to meet legal obligations, and where we have a legitimate interest in keeping the Services secure and improving them.',
      ],
    },
    {
      id: 'security',
      heading: '3. How We Keep Data Secure',
      paragraphs: ['Our safeguards include:'],
      bullets: [
        'encryption of data in transit;',
        'passwords stored only in hashed form;',
        'access rules in our database, so each user and partner can read only the records they are entitled to;',
        'access for our staff limited to what their role requires;',
        'regular review of our systems and of the service providers we use.',
      ],
    },
    {
      id: 'sharing',
      heading: '4. Sharing and International Transfers',
      paragraphs: [
        'We share information only with the hospitals, blood banks and donation centres involved in a donation you take part in, and with service providers acting on our instructions. We never sell personal information.',
        'Where information is transferred to another country, we use safeguards recognised by the applicable law, such as standard contractual clauses.',
      ],
    },
    {
      id: 'breaches',
      heading: '5. Data Breaches',
      paragraphs: [
        'If a security incident affects your personal information, we will act promptly to contain it, notify the competent authorities where the law requires it and tell you if it is likely to put your rights at risk.',
      ],
    },
    {
      id: 'rights',
      heading: '6. Your Rights',
      paragraphs: ['Subject to the law where you live, you may:'],
      bullets: [
        'access your personal information and receive a copy;',
        'correct information that is inaccurate or incomplete;',
        'ask us to delete your information or restrict how we use it;',
        'object to processing and withdraw consent at any time;',
        'receive your information in a portable format.',
      ],
    },
    {
      id: 'requests',
      heading: '7. Requests and Complaints',
      paragraphs: [
        `To exercise your rights or raise a complaint, contact our legal support team. We review every request and complaint within ${COMPLAINT_REVIEW_BUSINESS_DAYS} business days.`,
        'Most requests are free; a minor processing fee may apply to requests that are repetitive or unusually extensive, and we will tell you the amount before proceeding.',
        'You also have the right to complain to your local data protection authority.',
      ],
    },
  ],
};
