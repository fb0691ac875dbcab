/**
 * The three partnership programmes (marketing value `healthcare`, `corporate`, `services`).
 * The home page's programme cards and the /partnerships page both show them.
 */
export type PartnershipType = 'healthcare' | 'corporate' | 'services';

export interface PartnershipProgramme {
  type: PartnershipType;
  title: string;
  summary: string;
  benefits: readonly string[];
  /** Anchor on /partnerships. */
  anchor: string;
  /** The contact page's `service` query value (pre-fills the subject). */
  contactService: string;
  /** /contact?service=... with the service encoded. */
  contactLink: string;
  /** Where the programme is described in full. */
  detailsLink: string;
}

function programme(entry: Omit<PartnershipProgramme, 'anchor' | 'contactLink'>): PartnershipProgramme {
  return {
    ...entry,
    anchor: `/partnerships#${entry.type}`,
    contactLink: `/contact?service=${encodeURIComponent(entry.contactService)}`,
  };
}

export const PARTNERSHIP_PROGRAMMES: readonly PartnershipProgramme[] = [
  programme({
    type: 'healthcare',
    title: 'Healthcare Partners',
    summary: 'For hospitals, blood banks and donation centres that want to reach willing donors and coordinate with each other.',
    benefits: [
      'Publish blood and organ availability to the network',
      'Reach registered donors near your facility',
      'Coordinate with other hospitals and blood banks',
      'Patient matching and an analytics dashboard',
    ],
    contactService: 'Healthcare Partner',
    detailsLink: '/partners/healthcare',
  }),
  programme({
    type: 'corporate',
    title: 'Corporate Partners',
    summary: 'For employers that want to support donation in their communities and give their people an easy way to help.',
    benefits: [
      'Employee donation drives and engagement tools',
      'CSR reporting on your programme',
      'A corporate dashboard and a dedicated account manager',
      'Reduced per-person charges for your people',
    ],
    contactService: 'Corporate Partner',
    detailsLink: '/partners/corporate',
  }),
  programme({
    type: 'services',
    title: 'Additional Services',
    summary:
      'For accredited providers of DNA storage, fertility services, cryonics and transplant coordination that want to be found by the people our network serves.',
    benefits: [
      'A listing in our global health network',
      'Introductions to members who ask for your service',
      'Coordination with partner hospitals',
      'Verification that builds trust with members',
    ],
    contactService: 'Additional Services',
    detailsLink: '/additional-services',
  }),
];
