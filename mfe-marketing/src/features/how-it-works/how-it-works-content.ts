/** Copy of /how-it-works. */

export const HOW_IT_WORKS_TITLE = 'How It Works';

export const HOW_IT_WORKS_DESCRIPTION =
  'How Donation Network connects blood and organ donors with recipients and healthcare partners: registration, matching, privacy and eligibility.';

export const HOW_IT_WORKS_HERO = {
  title: 'From willingness to give to a donation that helps',
  lead: 'Donation Network connects donors, recipients and healthcare partners. We handle the connection; licensed hospitals, blood banks and donation centres handle everything clinical.',
};

export interface Step {
  title: string;
  text: string;
}

export interface Journey {
  id: string;
  title: string;
  intro: string;
  steps: readonly Step[];
}

export const JOURNEYS: readonly Journey[] = [
  {
    id: 'donors',
    title: 'For Donors',
    intro: 'Registering as a donor is free.',
    steps: [
      {
        title: 'Register',
        text: 'Create an account with your e-mail address or a social sign-in and choose the donor account type.',
      },
      {
        title: 'Complete your profile',
        text: 'Add your name, blood group, phone number and country, and verify your identity. Your country decides the minimum interval between donations shown to you.',
      },
      {
        title: 'Receive requests',
        text: 'When a recipient asks for a donor with your blood group, you get a notification that names the hospital. Your own contact details are never shown to recipients.',
      },
      {
        title: 'Donate at a certified facility',
        text: 'The hospital or donation centre contacts you to arrange the appointment, checks that you can donate and carries out the donation.',
      },
      {
        title: 'Keep your profile current',
        text: 'Update the date of your last donation after you give, so you are only asked once the minimum interval for your country has passed.',
      },
    ],
  },
  {
    id: 'recipients',
    title: 'For Recipients',
    intro: 'Patients and families use the recipient area with the Essential Plan ($15 per month).',
    steps: [
      {
        title: 'Register and choose a plan',
        text: 'Create a recipient account and subscribe to the Essential Plan to open the recipient area.',
      },
      {
        title: 'Search blood services',
        text: 'Search blood banks, hospitals and individual donors by blood group, location and availability. Each donor listing shows whether the donor can give again yet, and only those who can may be requested.',
      },
      {
        title: 'Request a donor through a hospital',
        text: 'Choose the hospital where the donation should take place. The donor is notified with the hospital’s name, and the hospital arranges the donation with them.',
      },
      {
        title: 'Let the hospital coordinate',
        text: 'The hospital confirms the arrangement with the donor and keeps you informed. Every clinical step stays with your care team.',
      },
    ],
  },
  {
    id: 'partners',
    title: 'For Healthcare Partners',
    intro: 'Hospitals, blood banks and donation centres join as verified partners.',
    steps: [
      {
        title: 'Apply',
        text: 'Tell us about your organisation through the partnership enquiry form.',
      },
      {
        title: 'Get verified',
        text: 'We check your organisation’s registration and accreditation before your account is activated.',
      },
      {
        title: 'Publish availability',
        text: 'Publish blood and organ availability and reach registered donors near your facility.',
      },
      {
        title: 'Coordinate donations',
        text: 'Receive donation requests, arrange appointments with donors and coordinate with other partner facilities.',
      },
    ],
  },
];

/** The journeys' buttons, by section id (a journey an admin adds has none). */
export const JOURNEY_ACTIONS: Partial<Record<string, { label: string; to: string }>> = {
  donors: { label: 'Become a Donor', to: '/register/donor' },
  recipients: { label: 'Request Donation', to: '/register/recipient' },
  partners: { label: 'Explore Partnerships', to: '/partnerships' },
};

/** The section under which the table of donation intervals is shown. */
export const ELIGIBILITY_SECTION_ID = 'eligibility';

export const MATCHING_TEXT = [
  'Matching starts from blood-group compatibility for red cells: the donor’s ABO antigens must all be present in the recipient’s group, and an Rh-negative recipient receives only Rh-negative blood. O− can give to every group and AB+ can receive from every group.',
  'Location, the donor’s availability and the time since their last donation come next: a donor is offered only when the minimum interval for their country has passed.',
  'A match is a suggestion, not a clinical decision. The hospital performs its own compatibility testing before any transfusion or transplant.',
];

export const PRIVACY_TEXT = [
  'We store what is needed to make the connection: your account, your contact details, your blood group, your country and the date of your last donation. We do not keep medical records.',
  'An individual donor’s name and phone number are never shown in search results. When a donor is requested, the donor receives the hospital’s name and the hospital makes contact, so the requester’s details are not passed on either.',
  'Only subscribers and administrators can search the listings, and the rules that protect your data are enforced by the database itself, not only by the screens.',
];
