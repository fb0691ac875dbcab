// Founder rows the list page's tests serve, in the shape the directory page function returns.
import type { FounderListItem } from '../api/founder-profile';

/** A verified founder and a pending one without a description. */
export const FOUNDER_ROWS: FounderListItem[] = [
  {
    id: 'f0a1c2d3-0001-4a5b-8c6d-000000000001',
    company_name: 'HemoLink Health',
    industry: 'Healthcare',
    funding_stage: 'Series A',
    location: 'Boston, MA',
    team_size: 42,
    company_description: 'Blood-supply software for hospital networks.',
    looking_for: 'Strategic Partnerships',
    verification_status: 'verified',
    credibility_score: 92,
  },
  {
    id: 'f0a1c2d3-0002-4a5b-8c6d-000000000002',
    company_name: 'CareLedger',
    industry: 'FinTech',
    funding_stage: 'Seed',
    location: 'London, UK',
    team_size: 14,
    company_description: null,
    looking_for: 'Seed Funding',
    verification_status: 'pending',
    credibility_score: 78,
  },
];
