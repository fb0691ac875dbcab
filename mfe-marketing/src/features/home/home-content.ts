/** Copy of the home page: the hero (badge, headline, stat tiles) and the sections below it. */

/** The page's name in the content editor; the document title of `/` is the bare site name. */
export const HOME_TITLE = 'Home';

/** The sections below the hero, mission to app promotion; a section an admin removed is not shown. */
export const HOME_SECTION_IDS = {
  mission: 'mission',
  community: 'community',
  impact: 'impact',
  partnerships: 'partnerships',
  app: 'app',
} as const;

export const HOME_DESCRIPTION =
  'Donation Network connects blood and organ donors with recipients, hospitals and corporate partners in over 75 countries. Become a donor or request a donation.';

export const HERO_BADGE = {
  label: 'New',
  text: 'Our mobile apps for iOS and Android are here',
};

export const HERO_TITLE = 'Connecting donors, saving lives';

export const HERO_SUBTITLE =
  'Join a global network that brings blood and organ donors together with the patients, families and hospitals who need them.';

export interface HeroStat {
  value: string;
  label: string;
}

export const HERO_STATS: readonly HeroStat[] = [
  { value: '50k+', label: 'Lives Saved' },
  { value: '100k+', label: 'Donations' },
  { value: '75+', label: 'Countries' },
];

/** The mission section fades in this long after it enters the viewport. */
export const MISSION_FADE_DELAY_MS = 300;

export const MISSION = {
  title: 'Our Mission',
  intro: 'We close the gap between people who need blood or organ donations and people willing to give.',
};

export interface MissionCard {
  title: string;
  text: string;
}

export const MISSION_CARDS: readonly MissionCard[] = [
  {
    title: 'Life-Saving Impact',
    text: 'Every donation can save up to three lives.',
  },
  {
    title: 'Global Reach',
    text: 'Our network connects donors, recipients and healthcare providers in over 75 countries.',
  },
  {
    title: 'Trusted Network',
    text: 'We work with certified healthcare providers, who carry out every donation.',
  },
];

export const COMMUNITY = {
  title: 'Join the Community',
  intro: 'Become part of a network of people who give, and the people and hospitals who rely on them.',
};

export interface CommunityCard {
  title: string;
  text: string;
  to: string;
}

export const COMMUNITY_CARDS: readonly CommunityCard[] = [
  {
    title: 'Register Now',
    text: 'Create your account as a donor, recipient, healthcare partner, founder or investor. Registration is free for donors.',
    to: '/register',
  },
  {
    title: 'How It Works',
    text: 'See how we connect donors, recipients and healthcare partners, and how we protect your information.',
    to: '/how-it-works',
  },
];

export const IMPACT = {
  title: 'Our Impact',
  intro: 'Every number is a person who gave, or a person who received.',
};

export interface ImpactStat {
  value: string;
  label: string;
  note: string;
}

export const IMPACT_STATS: readonly ImpactStat[] = [
  { value: '150,000+', label: 'Registered Donors', note: 'Growing every month' },
  { value: '100,000+', label: 'Successful Donations', note: 'More every week' },
  { value: '75+', label: 'Countries', note: 'And expanding' },
  { value: '50,000+', label: 'Lives Saved', note: 'And counting' },
];

export const PARTNERSHIP_PROGRAMS = {
  title: 'Partnership Programs',
  intro: 'Hospitals, employers and specialist providers make the network work. Find the programme that fits your organisation.',
};

export const APP_PROMOTION = {
  title: 'Take the Network With You',
  text: 'Our mobile apps for iOS and Android keep your profile, your requests and your notifications with you wherever you are.',
};
