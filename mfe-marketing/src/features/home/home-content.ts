/** Copy of the home page hero: badge, headline, calls to action and the three stat tiles. */

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
