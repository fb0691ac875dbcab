// The plans page ('Our Plans'): its copy and the plan cards.

/** The recipients' plan until its stored row (public.plans 'basic', migration 20261127001000_reference-data.sql) is read. */
export const ESSENTIAL_PLAN_FALLBACK = { name: 'Essential Plan', price: 15, currency: 'USD' } as const;

export interface PlanFeature {
  name: string;
  included: boolean;
}

/** What every plan card shows: title, description, price, pricePeriod, features, popular flag. */
export interface PlanCardContent {
  id: string;
  title: string;
  description: string;
  price: string;
  pricePeriod?: string;
  features: PlanFeature[];
  popular?: boolean;
}

/** Plan card: title, description, price, pricePeriod, features, button text, link, popular flag. */
export interface PlanCardData extends PlanCardContent {
  buttonText: string;
  link: string;
}

const included = (names: string[]): PlanFeature[] => names.map((name) => ({ name, included: true }));

export const PLANS_HEADING = 'Our Plans';
export const PLANS_DESCRIPTION =
  'Plans for donors (free), recipients (Essential Plan, $15 per month), healthcare partners and corporate partners.';

/** The section whose content is the intro under the heading (its title is not shown). */
export const PLANS_INTRO_SECTION_ID = 'intro';
export const PLANS_SUBTITLE = 'Whether you give, receive or partner with us, there is a plan for you.';
export const POPULAR_LABEL = 'Most Popular';

/** The four cards; the recipients' plan shows the stored name and price (`essential`). */
export const planCards = (essential: { title: string; price: string }): PlanCardData[] => [
  {
    id: 'healthcare-partner',
    title: 'Healthcare Partner',
    description: 'For hospitals, blood banks and healthcare centres.',
    price: 'Contact Us',
    features: included([
      'blood availability publishing',
      'organ availability publishing',
      'network information access',
      'inter-hospital coordination',
      'patient matching system',
      'analytics dashboard',
      'community outreach tools',
      'technical support',
      'priority support',
    ]),
    buttonText: 'Apply Now',
    link: '/contact',
  },
  {
    id: 'corporate-tie-up',
    title: 'Corporate Tie-up',
    description: 'For companies supporting donors and recipients among their people.',
    price: 'Contact Us',
    features: included([
      'all donor features',
      'all recipient features',
      'reduced per-person charges',
      'dedicated account manager',
      'corporate dashboard',
      'CSR reporting',
      'employee engagement tools',
      'priority support',
      'custom branding options',
    ]),
    buttonText: 'Contact Sales',
    link: '/contact',
  },
  {
    id: 'donor',
    title: 'Donor',
    description: 'For blood and organ donors.',
    price: 'FREE',
    features: included([
      'donor registration',
      'Blood Buddy Program',
      'Donor Leaderboards & Challenges',
      'Donor Clubs',
      'Donor Certificates',
      'Sustainable Merchandise',
      'Donor Milestone Badges',
      'Health Insights',
      'Donation Impact Calculator',
    ]),
    buttonText: 'Register',
    link: '/register/donor',
    popular: true,
  },
  {
    id: 'essential',
    title: essential.title,
    description: 'For recipients, patients and families.',
    price: essential.price,
    pricePeriod: 'per month',
    features: included([
      'recipient registration',
      'donor search',
      'advanced matching',
      'appointment scheduling',
      'enhanced notifications',
      'mobile app access',
      'request history',
      'hospital locator',
      'store records (250 MB)',
    ]),
    buttonText: 'Register',
    link: '/register/recipient',
  },
];
