/**
 * Copy of the designed parts of the partner pages (/partners/corporate and /partners/healthcare):
 * cards, steps, partner types, quote and links. Their headings and intros are managed page
 * content (corporate-page-content.ts, healthcare-page-content.ts).
 */

/** Where "become a partner" buttons lead: the contact form with the programme preselected. */
export const CORPORATE_PARTNER_CONTACT_PATH = '/contact?service=Corporate%20Partner';
export const HEALTHCARE_PARTNER_CONTACT_PATH = '/contact?service=Healthcare%20Partner';

export interface PartnerItem {
  title: string;
  description: string;
}

export const CORPORATE_BENEFITS: readonly PartnerItem[] = [
  {
    title: 'Employee Engagement',
    description: 'Give your people a simple, meaningful way to help their community, at work and on their own time.',
  },
  {
    title: 'Corporate Social Responsibility',
    description: 'Support a cause with a clear local need and report your contribution in your sustainability and CSR reporting.',
  },
  {
    title: 'Brand Visibility',
    description: 'Be recognised as a supporter of blood and organ donation on our website, in campaigns and at events.',
  },
  {
    title: 'Measurable Impact',
    description: 'Receive regular summaries of drives held, donors registered and appointments booked through your programme.',
  },
];

export const CORPORATE_OPPORTUNITIES: readonly PartnerItem[] = [
  {
    title: 'Workplace Blood Drives',
    description: 'Host a drive at your offices with an accredited blood service; we help you plan the day and invite staff.',
  },
  {
    title: 'Employee Donor Programs',
    description: 'Encourage staff to register as donors, with paid time off to donate and reminders when they are eligible again.',
  },
  {
    title: 'Campaign Sponsorship',
    description: 'Sponsor awareness campaigns that recruit new donors, especially for blood groups that are often in short supply.',
  },
  {
    title: 'Community Events',
    description: 'Bring donation drives and information stands to events your company runs or supports.',
  },
  {
    title: 'In-Kind Support',
    description: 'Offer logistics, venues, technology or professional skills that help donation services reach more people.',
  },
  {
    title: 'Matched Giving',
    description: 'Match your employees’ donations to charities that support donors, recipients and their families.',
  },
];

/** How many placeholder tiles the "Our Corporate Partners" section shows until real logos are announced. */
export const PARTNER_LOGO_PLACEHOLDERS = 6;

export const HEALTHCARE_BENEFITS: readonly PartnerItem[] = [
  {
    title: 'Access to Willing Donors',
    description: 'Reach people who have registered as blood or organ donors and said they want to be contacted.',
  },
  {
    title: 'Faster Outreach',
    description: 'Let eligible donors near you know when you need a particular blood group, instead of calling lists by hand.',
  },
  {
    title: 'Listing Your Services',
    description: 'Show your blood services and availability to recipients and their families in our marketplace.',
  },
  {
    title: 'Verified Partner Badge',
    description: 'Once we have verified your organisation, your listings carry a partner badge that users can trust.',
  },
  {
    title: 'Reports and Insights',
    description: 'See how many donors you reached and how many appointments were requested through the network.',
  },
  {
    title: 'Dedicated Support',
    description: 'A named partner manager helps your team with onboarding, integration questions and day-to-day use.',
  },
];

export interface ProcessStep {
  title: 'Application' | 'Verification' | 'Integration Assessment' | 'Agreement' | 'Onboarding' | 'Launch';
  description: string;
}

/** The six steps from first contact to going live, in order. */
export const HEALTHCARE_PROCESS: readonly ProcessStep[] = [
  {
    title: 'Application',
    description: 'Tell us about your organisation, the services you offer and how you would like to work with the network.',
  },
  {
    title: 'Verification',
    description: 'We check your licences and accreditation with the relevant authorities before any listing goes live.',
  },
  {
    title: 'Integration Assessment',
    description: 'Together we decide how you will share availability: through the partner dashboard or an integration with your systems.',
  },
  {
    title: 'Agreement',
    description: 'We agree the partnership terms, including data protection responsibilities, in a written partner agreement.',
  },
  {
    title: 'Onboarding',
    description: 'Your team gets accounts and training, and we set up your listings and contact details with you.',
  },
  {
    title: 'Launch',
    description: 'Your organisation goes live on the network, and your partner manager checks in regularly during the first months.',
  },
];

export const HEALTHCARE_PARTNER_TYPES: readonly PartnerItem[] = [
  {
    title: 'Hospitals',
    description: 'Public and private hospitals that collect blood or coordinate donations for their patients.',
  },
  {
    title: 'Blood Banks',
    description: 'Licensed blood banks and blood services that run collection sessions and manage stock.',
  },
  {
    title: 'Transplant Centers',
    description: 'Transplant and organ procurement teams that work with registered organ donors and their families.',
  },
  {
    title: 'Clinics and Laboratories',
    description: 'Clinics and accredited laboratories that support donor screening and testing.',
  },
];

export const HEALTHCARE_SPOTLIGHT = {
  quote:
    'Listing our collection sessions on the network means the people who come in already know what to expect, and we spend less time on the phone looking for donors.',
  attribution: 'Donor services coordinator, partner blood bank',
} as const;

/** The closing band's download of the page as a PDF guide. */
export const PARTNERSHIP_GUIDE_LABEL = 'Download Partnership Guide';
