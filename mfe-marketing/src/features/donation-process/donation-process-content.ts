/** Copy of /donation-process. General information only: the donation centre's own guidance comes first. */

export const DONATION_PROCESS_TITLE = 'Donation Process';

export const DONATION_PROCESS_DESCRIPTION =
  'What happens before, during and after a blood donation arranged through Donation Network, how often you can give, and how organ donation works.';

export const DONATION_PROCESS_HERO = {
  title: 'What to expect when you donate',
  lead: 'A blood donation arranged through our network takes place at a licensed hospital, blood bank or donation centre. Here is what usually happens, so you know what to expect.',
};

export interface Stage {
  id: 'before' | 'during' | 'after';
  title: string;
  intro: string;
  points: readonly string[];
}

export const STAGES: readonly Stage[] = [
  {
    id: 'before',
    title: 'Before Your Donation',
    intro: 'Getting ready takes a little planning.',
    points: [
      'Register as a donor and keep your profile up to date: blood group, country, phone number and the date of your last donation.',
      'Check that the minimum interval since your last whole-blood donation has passed for your country.',
      'When you are requested, the hospital contacts you to agree a time and tells you what to bring, usually photo identification.',
      'Eat a regular meal and drink plenty of water beforehand, and get a good night’s sleep.',
      'If you feel unwell, have recently travelled, had a tattoo or piercing, or started a new medication, tell the centre before you go: it will tell you whether to wait.',
    ],
  },
  {
    id: 'during',
    title: 'During Your Visit',
    intro: 'The centre’s staff guide you through each step.',
    points: [
      'You register at the centre and confirm your identity.',
      'A confidential health questionnaire and a short check by the centre’s staff confirm that donating is safe for you today. Only the centre decides whether you donate.',
      'For a whole-blood donation, the collection itself usually takes around ten minutes; allow about an hour for the whole visit.',
      'Tell the staff at once if you feel dizzy or uncomfortable at any point.',
    ],
  },
  {
    id: 'after',
    title: 'After Your Donation',
    intro: 'Take it easy for the rest of the day.',
    points: [
      'Rest and have a drink and a snack at the centre before you leave.',
      'Follow the aftercare advice the centre gives you, such as drinking extra fluids and avoiding heavy lifting or strenuous exercise for the rest of the day.',
      'If you feel unwell after you leave, contact the donation centre or a doctor.',
      'Update the date of your last donation in your profile, so you are not asked again before your interval has passed.',
    ],
  },
];

/** The section under which the list of donation intervals is shown. */
export const INTERVALS_SECTION_ID = 'intervals';

export const ORGANS_SECTION_ID = 'organs';

export const ORGAN_DONATION_TEXT = [
  'Organ and tissue donation is organised by hospitals and national transplant programmes, which keep the official donor registers and decide how organs are allocated.',
  'Our network helps partner hospitals and transplant teams share availability and coordinate. We do not allocate organs and we do not keep medical records.',
  'If you want to be an organ donor, record your decision with your country’s official register and talk to your family about it. If you are thinking about living donation, your transplant centre will explain the assessment and what it involves.',
];
