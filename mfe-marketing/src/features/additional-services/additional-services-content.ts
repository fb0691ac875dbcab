/** Copy of /additional-services. We connect people with independent, accredited providers; we provide none of these services. */

export const ADDITIONAL_SERVICES_EYEBROW = 'Additional Services';

export const ADDITIONAL_SERVICES_TITLE = 'More ways our network can help';

/** The hero lead and the meta description. */
export const ADDITIONAL_SERVICES_DESCRIPTION =
  'Beyond blood and organ donation, we connect members with accredited providers of related services. The providers deliver these services under their own licences and terms; we make the introduction.';

export interface AdditionalService {
  id: string;
  title: string;
  /** What the service is. */
  what: string;
  /** What the network does. */
  how: string;
  /** Points to consider before choosing a provider. */
  consider: readonly string[];
}

export const ADDITIONAL_SERVICES: readonly AdditionalService[] = [
  {
    id: 'dna-storage',
    title: 'DNA Storage',
    what: 'Specialist laboratories can store DNA samples or genetic data for the long term, for example as a family record or for genetic testing a doctor may order in future.',
    how: 'We introduce you to accredited storage providers. You agree the service directly with the provider; we never receive or store your samples or genetic results.',
    consider: [
      'What you consent to, and how you can withdraw consent and have samples destroyed',
      'Who can access your genetic data, and whether it is ever shared for research',
      'How long samples are kept, what it costs each year and what happens if the provider closes',
    ],
  },
  {
    id: 'fertility-services',
    title: 'Fertility Services',
    what: 'Fertility clinics offer assessment and treatment and, where the law allows, egg, sperm and embryo donation and storage.',
    how: 'We connect individuals and couples with certified fertility clinics in our network. Treatment decisions are made by you and your clinic.',
    consider: [
      'The clinic’s licence and the regulator it reports to',
      'The rules on donation, donor anonymity and storage limits in your country, which differ widely',
      'The full cost of treatment, including medicines and storage',
    ],
  },
  {
    id: 'cryonics',
    title: 'Cryonics',
    what: 'Cryonics is the preservation of a body or brain at very low temperature after legal death, in the hope that future technology might revive it. It is experimental: there is no scientific evidence that revival is possible, and it is not a medical treatment.',
    how: 'On request, we share information about organisations that offer cryonics arrangements. We do not recommend cryonics or take part in any arrangement.',
    consider: [
      'Arrangements are usually long-term contracts, often funded through life insurance',
      'Its legal status and the practical arrangements differ from country to country',
      'Cryopreservation may not be compatible with organ or tissue donation: think through both and tell your family',
    ],
  },
  {
    id: 'transplant-coordination',
    title: 'Transplant Coordination',
    what: 'Transplant coordinators at hospitals manage the steps between donor and recipient: referrals, tests, scheduling and logistics.',
    how: 'We help partner hospitals and transplant teams share availability and information quickly and securely, so coordination takes less time.',
    consider: [
      'Organs from deceased donors are allocated under national rules by transplant programmes, never by us',
      'Living donation is assessed by the transplant centre, which explains what it involves',
      'Your transplant team remains your point of contact for every clinical question',
    ],
  },
  {
    id: 'global-health-network',
    title: 'Global Health Network',
    what: 'A network of hospitals, blood banks, donation centres and specialist providers in many countries.',
    how: 'Verified partners share availability, find each other and coordinate across borders through one platform.',
    consider: [
      'Every partner is verified before it is listed',
      'Each partner works under the laws and licences of its own country',
      'Cross-border arrangements follow the rules of both countries involved',
    ],
  },
];

export const PROVIDER_TEXT =
  'Do you provide one of these services? Accredited providers can join the network through our Additional Services partnership.';
