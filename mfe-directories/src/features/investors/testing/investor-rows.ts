// Investor rows the list page's tests serve, in the shape the directory page function returns.
import type { InvestorListItem } from '../api/investor-profile';

/** A verified VC firm and an individual angel (no firm name, no check size or AUM). */
export const INVESTOR_ROWS: InvestorListItem[] = [
  {
    id: 'a0a1c2d3-0001-4a5b-8c6d-000000000001',
    firm_name: 'Meridian Health Ventures',
    display_name: 'Meridian Health Ventures',
    investor_type: 'VC',
    investment_focus: ['Healthcare', 'SaaS'],
    investment_stages: ['Seed', 'Series A'],
    typical_check_size: '$500K - $2M',
    total_assets_under_management: 250_000_000,
    location: 'San Francisco, CA',
    verification_status: 'verified',
    credibility_score: 95,
  },
  {
    id: 'a0a1c2d3-0002-4a5b-8c6d-000000000002',
    firm_name: '',
    display_name: 'Sarah Whitfield',
    investor_type: 'Angel',
    investment_focus: ['FinTech'],
    investment_stages: ['Pre-seed'],
    typical_check_size: null,
    total_assets_under_management: null,
    location: 'London, UK',
    verification_status: 'unverified',
    credibility_score: 61,
  },
];
