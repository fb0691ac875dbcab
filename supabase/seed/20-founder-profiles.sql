-- Sample listings of the Founders Directory: three founders, so the directory
-- has content before any founder signs up. No owning account
-- (user_id null). Fixed ids and `on conflict do nothing`: safe to run again.
-- credibility_score is not set here: the database computes it (20261124000700).
-- Team members are in 50-directories.sql; the pitch decks and documents are stored PDFs, uploaded
-- and attached on every start (supabase/seed/directory-files.mjs, public.attach_seed_directory_files()).
insert into public.founder_profiles (
  id, user_id, company_name, industry, funding_stage, location, founded_year, team_size,
  company_description, looking_for, website, linkedin_url, social_urls, pitch_deck_url,
  achievements, verification_status
) values
(
  'f0a1c2d3-0001-4a5b-8c6d-000000000001', null,
  'HemoLink Health', 'Healthcare', 'Series A', 'Boston, MA', 2019, 42,
  'HemoLink Health builds blood-supply software for hospital networks: real-time inventory across blood banks, '
    || 'demand forecasting by blood group, and donor recall campaigns that cut expired units by a third. '
    || 'Deployed in 28 hospitals across New England.',
  'Strategic Partnerships',
  'https://hemolink.example.com', 'https://www.linkedin.com/company/hemolink-health',
  '{"twitter": "https://twitter.com/hemolinkhealth", "github": "https://github.com/hemolink"}'::jsonb,
  null,
  '[{"title": "FDA 510(k) clearance", "description": "Cleared for blood-bank inventory management.", "date": "2023-03-14"},
    {"title": "Series A closed", "description": "$14M led by a healthcare-focused VC.", "date": "2024-06-01"},
    {"title": "HIMSS Innovation Award", "description": "Best hospital operations platform.", "date": "2024-10-09"}]'::jsonb,
  'verified'
),
(
  'f0a1c2d3-0002-4a5b-8c6d-000000000002', null,
  'CareLedger', 'FinTech', 'Seed', 'London, UK', 2022, 14,
  'CareLedger lets patients and families split, finance and track the cost of transplant and transfusion care. '
    || 'Hospitals get paid upfront; patients repay interest-free over up to 24 months.',
  'Seed Funding',
  'https://careledger.example.com', 'https://www.linkedin.com/company/careledger',
  '{"twitter": "https://twitter.com/careledger"}'::jsonb,
  null,
  '[{"title": "FCA sandbox admission", "description": "Accepted into the regulatory sandbox cohort.", "date": "2023-09-20"},
    {"title": "First NHS trust pilot", "description": "Payment plans live at one trust.", "date": "2024-11-05"}]'::jsonb,
  'pending'
),
(
  'f0a1c2d3-0003-4a5b-8c6d-000000000003', null,
  'DonorPath Analytics', 'Software', 'Pre-seed', 'Nairobi, Kenya', 2024, 5,
  'DonorPath is a mobile-first platform that matches voluntary blood donors with nearby collection drives, '
    || 'sends eligibility reminders and gives blood banks a live view of donor turnout.',
  'Technical Co-founder',
  'https://donorpath.example.com', null,
  '{}'::jsonb,
  null,
  '[{"title": "Accelerator graduate", "description": "Graduated from a Nairobi health-tech accelerator.", "date": "2025-02-28"}]'::jsonb,
  'unverified'
)
on conflict (id) do nothing;
