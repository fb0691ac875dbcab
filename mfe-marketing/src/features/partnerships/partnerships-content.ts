import type { PartnershipType } from '../../lib/partnership-programmes';

/** Copy of /partnerships; the programmes themselves (titles, benefits, links) are in lib/partnership-programmes. */

export const PARTNERSHIPS_TITLE = 'Partnerships';

export const PARTNERSHIPS_DESCRIPTION =
  'Partner with Donation Network as a hospital, blood bank or donation centre, as an employer, or as a provider of additional services.';

export const PARTNERSHIPS_HERO = {
  title: 'Partner with us to save more lives',
  lead: 'Hospitals, blood banks, employers and specialist providers make the network work. Choose the programme that fits your organisation.',
};

export interface ProgrammeDetails {
  /** Who the programme is for. */
  audience: readonly string[];
  /** What partnering involves (managed: the programme section's second paragraph). */
  text: string;
  /** Label of the link to the programme's own page. */
  detailsLabel: string;
}

export const PROGRAMME_DETAILS: Record<PartnershipType, ProgrammeDetails> = {
  healthcare: {
    audience: ['Hospitals', 'Blood banks', 'Donation centres', 'Transplant centres'],
    text: 'Healthcare partners publish blood and organ availability, receive donation requests from recipients and arrange donations with registered donors. Partners are verified before their account is activated, and they keep full responsibility for every clinical step.',
    detailsLabel: 'Learn more about healthcare partnerships',
  },
  corporate: {
    audience: ['Employers of any size', 'Employee resource groups', 'CSR and sustainability teams'],
    text: 'Corporate partners give their people an easy way to donate and to support colleagues and families who need a donor. We help you plan donation drives with partner centres and report on the results.',
    detailsLabel: 'Learn more about corporate partnerships',
  },
  services: {
    audience: ['DNA storage providers', 'Fertility clinics', 'Cryonics organisations', 'Transplant coordination services'],
    text: 'Accredited providers of additional services can be listed in our global health network, so that members who ask for a service can find a verified provider. Providers deliver their services under their own licences and terms.',
    detailsLabel: 'Learn more about additional services',
  },
};

/** The section with the heading and intro of the partnership steps. */
export const STEPS_SECTION_ID = 'steps';

export const STEPS_INTRO = 'Every partner follows the same four steps before going live.';

export interface PartnerStep {
  title: string;
  text: string;
}

export const PARTNER_STEPS: readonly PartnerStep[] = [
  { title: 'Enquire', text: 'Tell us about your organisation through the contact form.' },
  { title: 'Verification', text: 'We check your registration, licences and accreditation.' },
  { title: 'Agreement', text: 'We agree the scope of the partnership and how data is protected.' },
  { title: 'Onboarding', text: 'Your team gets its accounts, training and a named contact.' },
];
