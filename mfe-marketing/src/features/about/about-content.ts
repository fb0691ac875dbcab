/** Copy of the About page. */

export const ABOUT_TITLE = 'About Us';

export const ABOUT_DESCRIPTION =
  'Our mission, our story since 2021, what we do, our values and our impact: the global network that connects blood and organ donors with the people who need them.';

/** The sections that fill the designed bands; a band whose section an admin removed is not shown. */
export const ABOUT_SECTION_IDS = {
  mission: 'mission',
  story: 'story',
  whatWeDo: 'what-we-do',
  values: 'values',
  impact: 'impact',
  contact: 'contact',
} as const;

export const ABOUT_HERO = {
  title: 'Connecting donors and recipients, one life at a time',
  lead: 'We are a global donation network that brings together blood and organ donors, recipients and their families, and the healthcare providers who care for them.',
};

export const MISSION_TEXT = [
  'Our mission is to close the gap between people who need blood or organ donations and people willing to give.',
  'Every day, patients wait for a compatible donor while willing donors do not know where they are needed. We make that connection faster, safer and more transparent, so that generosity reaches the people who need it most.',
];

export const STORY_TEXT = [
  'We were founded in 2021 by a group of healthcare professionals and technology experts who had seen, first-hand, how much time was lost between a patient’s need and a donor’s willingness to help.',
  'What began as a small pilot with a handful of partner hospitals has grown into an international network of donors, recipients, hospitals, blood banks and donation centres, all working towards the same goal.',
];

export const WHAT_WE_DO_INTRO = 'Our platform brings the people and organisations involved in donation together in one trusted network.';

export interface ServiceItem {
  title: string;
  description: string;
}

export const SERVICES: readonly ServiceItem[] = [
  {
    title: 'Blood and organ donation matching',
    description: 'We connect registered donors with recipients and the hospitals that coordinate their care.',
  },
  {
    title: 'DNA storage',
    description: 'We help families find accredited providers for secure, long-term DNA storage.',
  },
  {
    title: 'Fertility clinic connections',
    description: 'We introduce individuals and couples to trusted, certified fertility clinics.',
  },
  {
    title: 'Transplant coordination',
    description: 'We support transplant teams with timely information sharing between partner facilities.',
  },
  {
    title: 'Global health network',
    description: 'We link hospitals, blood banks and donation centres across borders to share availability.',
  },
];

export const NO_MEDICAL_SERVICES_NOTE =
  'We do not provide medical services, and we store no health information beyond what is needed to facilitate the connection. All clinical decisions, testing and procedures are carried out by licensed healthcare providers.';

export const VALUES_INTRO = 'The principles that guide every connection we make.';

export interface ValueItem {
  title: string;
  description: string;
}

export const VALUES: readonly ValueItem[] = [
  {
    title: 'Compassion',
    description: 'We put donors, patients and families first and treat every request with empathy and respect.',
  },
  {
    title: 'Integrity',
    description: 'We are honest and transparent, and we protect the trust people place in us with their data.',
  },
  {
    title: 'Innovation',
    description: 'We use technology to make donation matching faster, simpler and more reliable.',
  },
  {
    title: 'Accessibility',
    description: 'We work to make donation possible for everyone, wherever they live and whatever their means.',
  },
];

export interface ImpactFigure {
  value: string;
  label: string;
}

/** About-page figures. They differ from the home page's on purpose (cumulative impact here, platform reach there). */
export const IMPACT_FIGURES: readonly ImpactFigure[] = [
  { value: '10,000+', label: 'Donations facilitated' },
  { value: '500+', label: 'Healthcare facilities' },
  { value: '35', label: 'Countries' },
];

export const IMPACT_TEXT =
  'Since 2021 we have facilitated over 10,000 donations, partnered with more than 500 healthcare facilities and grown our network to 35 countries.';

export const JOIN_TEXT =
  'Whether you want to give or you are looking for a donor, you can make a difference today. Registration is free for donors.';

export const CONTACT_TEXT =
  'Have a question about our network, a partnership idea or feedback for our team? We would love to hear from you.';
