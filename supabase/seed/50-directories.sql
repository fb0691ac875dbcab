-- DIRECTORIES and EXECUTIVE sample data, so a fresh portal shows full directories. Runs on every start after
-- 20-founder-profiles.sql, without a user JWT: fixed ids, `on conflict do nothing`.
-- Rows owned by the demo founder and investor are written by
-- public.seed_demo_directories() at the end of this file.

-- Team members of the three sample founders (signed-in only). Their pitch decks and documents are
-- stored PDFs: see seed_directory_files() at the end of this file.
insert into public.founder_team_members (id, founder_profile_id, name, role, bio, linkedin_url, sort_order) values
  ('f1000000-0001-4000-8000-000000000001', 'f0a1c2d3-0001-4a5b-8c6d-000000000001',
   'Dr. Maya Okafor', 'CEO & Co-founder',
   'Former transfusion-medicine physician at Mass General; led blood-bank operations for eight years.',
   'https://www.linkedin.com/in/maya-okafor', 0),
  ('f1000000-0001-4000-8000-000000000002', 'f0a1c2d3-0001-4a5b-8c6d-000000000001',
   'Daniel Brooks', 'CTO & Co-founder',
   'Built hospital integration platforms (HL7/FHIR) at Epic partners; 15 years in health IT.',
   'https://www.linkedin.com/in/daniel-brooks-cto', 1),
  ('f1000000-0001-4000-8000-000000000003', 'f0a1c2d3-0001-4a5b-8c6d-000000000001',
   'Priya Raman', 'VP Clinical Partnerships',
   'Runs relationships with 28 hospital blood banks across New England.', null, 2),
  ('f1000000-0002-4000-8000-000000000001', 'f0a1c2d3-0002-4a5b-8c6d-000000000002',
   'Oliver Grant', 'CEO & Founder',
   'Ex-Monzo lending product lead; previously NHS finance analyst.',
   'https://www.linkedin.com/in/oliver-grant-careledger', 0),
  ('f1000000-0002-4000-8000-000000000002', 'f0a1c2d3-0002-4a5b-8c6d-000000000002',
   'Amara Mensah', 'Head of Risk',
   'Credit-risk modelling for consumer health finance; FCA-approved person.', null, 1),
  ('f1000000-0003-4000-8000-000000000001', 'f0a1c2d3-0003-4a5b-8c6d-000000000003',
   'Wanjiru Kamau', 'Founder',
   'Public-health graduate who organised donor drives for the Kenya National Blood Transfusion Service.',
   'https://www.linkedin.com/in/wanjiru-kamau', 0)
on conflict (id) do nothing;

-- The three sample investors (next to the three sample founders), so the directory has content from the start.
-- display_name names a curated individual investor (no firm, no owner account to take a name from).
insert into public.investor_profiles (
  id, user_id, firm_name, display_name, investor_type, investment_focus, investment_stages, typical_check_size,
  total_assets_under_management, location, website, linkedin_url, social_urls, investment_thesis,
  verification_status
) values
(
  'a0b1c2d3-0001-4b5c-8d6e-000000000001', null,
  'Meridian Health Ventures', '', 'VC', array['Healthcare', 'SaaS', 'DeepTech'], array['Seed', 'Series A', 'Series B'],
  '$2M - $10M', 850000000, 'San Francisco, CA',
  'https://meridianhealth.example.com', 'https://www.linkedin.com/company/meridian-health-ventures',
  '{"twitter": "https://twitter.com/meridianhv"}'::jsonb,
  'We back software that makes hospitals and blood services run on real-time data: supply-chain visibility, '
    || 'clinical workflow automation and diagnostics. We lead Series A rounds and reserve for follow-ons.',
  'verified'
),
(
  'a0b1c2d3-0002-4b5c-8d6e-000000000002', null,
  '', 'Sarah Whitfield', 'Angel', array['Healthcare', 'FinTech', 'Mobile'], array['Pre-seed', 'Seed'],
  '$25K - $150K', 4500000, 'London, UK',
  null, 'https://www.linkedin.com/in/sarah-whitfield-angel',
  '{}'::jsonb,
  'Former NHS trust CFO investing personally in founders who fix how patients pay for and access care.',
  'pending'
),
(
  'a0b1c2d3-0003-4b5c-8d6e-000000000003', null,
  'Savanna Impact Partners', '', 'Family Office', array['Healthcare', 'CleanTech', 'EdTech', 'Consumer'],
  array['Seed', 'Series A'],
  '$500K - $3M', 120000000, 'Nairobi, Kenya',
  'https://savannaimpact.example.com', null,
  '{}'::jsonb,
  null,
  'unverified'
)
on conflict (id) do nothing;
-- a database seeded before display_name existed
update public.investor_profiles set display_name = 'Sarah Whitfield'
where id = 'a0b1c2d3-0002-4b5c-8d6e-000000000002' and user_id is null and firm_name = '' and display_name = 'Individual Investor';

insert into public.investor_portfolio_companies (id, investor_profile_id, company, industry, stage, exit_status, sort_order) values
  ('a1000000-0001-4000-8000-000000000001', 'a0b1c2d3-0001-4b5c-8d6e-000000000001', 'HemoLink Health', 'Healthcare', 'Series A', 'Active', 0),
  ('a1000000-0001-4000-8000-000000000002', 'a0b1c2d3-0001-4b5c-8d6e-000000000001', 'ClearScan Diagnostics', 'DeepTech', 'Series B', 'Acquired', 1),
  ('a1000000-0001-4000-8000-000000000003', 'a0b1c2d3-0001-4b5c-8d6e-000000000001', 'WardFlow', 'SaaS', 'Seed', 'Active', 2),
  ('a1000000-0002-4000-8000-000000000001', 'a0b1c2d3-0002-4b5c-8d6e-000000000002', 'CareLedger', 'FinTech', 'Seed', 'Active', 0),
  ('a1000000-0002-4000-8000-000000000002', 'a0b1c2d3-0002-4b5c-8d6e-000000000002', 'PillPal', 'Mobile', 'Pre-seed', 'Closed', 1),
  ('a1000000-0003-4000-8000-000000000001', 'a0b1c2d3-0003-4b5c-8d6e-000000000003', 'SolarClinic Kenya', 'CleanTech', 'Series A', 'Active', 0)
on conflict (id) do nothing;

-- Executive Talent: varied availability, experience, status and activity.
insert into public.executive_professionals (
  id, name, role, experience, experience_years, availability, specialization, location, last_active,
  status, compensation, summary, skills, achievements, work_history, education, certifications, "references"
) values
(
  'e1000000-0000-4000-8000-000000000001', 'Dr. Eleanor Hayes', 'Chief Medical Officer', '20+ years', 22,
  'Advisory', 'Transfusion Medicine', 'Boston, MA', now() - interval '2 hours', 'Available', '$250/hour',
  'Physician executive who has run blood-bank and transplant programmes at two academic medical centres.',
  array['Clinical governance', 'Blood management', 'Regulatory affairs', 'Board advisory'],
  array['Cut red-cell wastage by 38% across a 6-hospital network', 'Led AABB accreditation of three blood banks'],
  '[{"title": "Chief Medical Officer", "company": "Northeast Health Alliance", "period": "2016 - 2024", "description": "Led clinical strategy for 6 hospitals."},
    {"title": "Director, Transfusion Service", "company": "Boston General", "period": "2008 - 2016", "description": "Ran the hospital blood bank."}]'::jsonb,
  '[{"degree": "MD", "institution": "Harvard Medical School", "year": "2002"}, {"degree": "MBA", "institution": "MIT Sloan", "year": "2012"}]'::jsonb,
  array['Board Certified, Clinical Pathology', 'AABB Specialist in Blood Banking'],
  array['Dr. James Lee, CEO Northeast Health Alliance', 'Available on request']
),
(
  'e1000000-0000-4000-8000-000000000002', 'Marcus Chen', 'Chief Technology Officer', '15+ years', 17,
  'Part-time', 'Health Data Platforms', 'San Francisco, CA', now() - interval '1 day', 'Available', '$180/hour',
  'Engineering leader who scaled interoperability platforms from seed to 400 hospital customers.',
  array['FHIR/HL7', 'Cloud architecture', 'Security & HIPAA', 'Team building'],
  array['Scaled engineering from 5 to 120 people', 'Shipped HITRUST-certified data platform'],
  '[{"title": "CTO", "company": "CareBridge", "period": "2017 - 2024", "description": "Built the integration platform."}]'::jsonb,
  '[{"degree": "MS Computer Science", "institution": "Stanford University", "year": "2008"}]'::jsonb,
  array['AWS Solutions Architect Professional'],
  array['Available on request']
),
(
  'e1000000-0000-4000-8000-000000000003', 'Aisha Bello', 'Chief Financial Officer', '10+ years', 12,
  'Contract', 'Healthcare Finance', 'Lagos, Nigeria', now() - interval '3 days', 'Interviewing', '$120/hour',
  'CFO for growth-stage health companies in West Africa; led two Series B fundraises.',
  array['Fundraising', 'Financial modelling', 'M&A', 'Investor relations'],
  array['Raised $45M across two rounds', 'Took a diagnostics chain to profitability in 18 months'],
  '[{"title": "CFO", "company": "MedLink Africa", "period": "2019 - 2025", "description": "Finance, fundraising and audit."}]'::jsonb,
  '[{"degree": "BSc Accounting", "institution": "University of Lagos", "year": "2011"}]'::jsonb,
  array['ACCA', 'CFA Level III'],
  array['Tunde Adeyemi, Chair MedLink Africa']
),
(
  'e1000000-0000-4000-8000-000000000004', 'Sofia Martínez', 'Chief Operating Officer', '15+ years', 16,
  'Part-time', 'Hospital Operations', 'Madrid, Spain', now() - interval '10 days', 'Available', '€150/hour',
  'Operations executive who standardised supply chains and theatre scheduling across 14 private hospitals.',
  array['Lean operations', 'Supply chain', 'Change management'],
  array['Reduced theatre idle time by 22%', 'Opened four new clinics on schedule'],
  '[{"title": "COO", "company": "Grupo Salud Iberia", "period": "2015 - 2024", "description": "Operations of 14 hospitals."}]'::jsonb,
  '[{"degree": "MSc Health Management", "institution": "IE Business School", "year": "2009"}]'::jsonb,
  array['Lean Six Sigma Black Belt'],
  array[]::text[]
),
(
  'e1000000-0000-4000-8000-000000000005', 'Rahul Verma', 'Head of Regulatory Affairs', '10+ years', 11,
  'Advisory', 'Medical Device Regulation', 'Bengaluru, India', now() - interval '35 days', 'Available', 'Negotiable',
  'Regulatory strategist for Class II/III devices with CDSCO, FDA and CE submissions.',
  array['FDA 510(k)', 'CE MDR', 'CDSCO', 'Quality systems'],
  array['Cleared 9 devices with FDA', 'Built an ISO 13485 QMS from scratch'],
  '[{"title": "Regulatory Director", "company": "Sanjeevani Devices", "period": "2018 - 2025", "description": "Global submissions."}]'::jsonb,
  '[{"degree": "M.Pharm", "institution": "Manipal University", "year": "2012"}]'::jsonb,
  array['RAC (Devices)'],
  array['Available on request']
),
(
  'e1000000-0000-4000-8000-000000000006', 'Grace Thompson', 'Chief Executive Officer', '20+ years', 25,
  'Contract', 'Non-profit Leadership', 'Toronto, Canada', now() - interval '6 hours', 'Interviewing', '$200/hour',
  'Interim CEO for blood and organ donation charities; turned around two national donor registries.',
  array['Turnarounds', 'Fundraising', 'Public policy', 'Board governance'],
  array['Doubled registered organ donors in four years', 'Led a national donor awareness campaign'],
  '[{"title": "CEO", "company": "Canadian Donor Network", "period": "2012 - 2023", "description": "National donor registry."},
    {"title": "Executive Director", "company": "Ontario Blood Foundation", "period": "2004 - 2012", "description": "Charity leadership."}]'::jsonb,
  '[{"degree": "MPA", "institution": "University of Toronto", "year": "2001"}]'::jsonb,
  array['ICD.D'],
  array['Board of Canadian Donor Network']
),
(
  'e1000000-0000-4000-8000-000000000007', 'Jonas Weber', 'Chief Data Officer', '10+ years', 10,
  'Advisory', 'AI in Diagnostics', 'Berlin, Germany', now() - interval '2 days', 'Available', '€0.5% equity',
  'Data and ML leader focusing on diagnostic imaging and demand forecasting.',
  array['Machine learning', 'Data governance', 'GDPR'],
  array['Deployed CE-marked imaging AI in 60 clinics'],
  '[{"title": "Head of Data", "company": "Diagnostika AI", "period": "2019 - 2025", "description": "ML platform and team."}]'::jsonb,
  '[{"degree": "PhD Computer Science", "institution": "TU Munich", "year": "2014"}]'::jsonb,
  array[]::text[],
  array['Available on request']
)
on conflict (id) do nothing;

-- Executive Opportunities: every type, work mode, industry and compensation type.
insert into public.executive_opportunities (
  id, organization, position, type, duration, location, work_mode, industry, posted_date, status,
  compensation, compensation_type, description, requirements, benefits, application_process,
  contact_name, contact_email, contact_phone
) values
(
  'e2000000-0000-4000-8000-000000000001', 'Northstar Children''s Hospital', 'Fractional Chief Medical Officer',
  'Part-time', 'Once a week', 'Chicago, IL', 'Hybrid', 'Healthcare', current_date - 2, 'Open',
  '$220/hour', 'hourly',
  'Lead clinical governance for a 300-bed paediatric hospital while the permanent CMO search runs.',
  array['Board-certified physician', '10+ years of clinical leadership', 'Paediatric experience'],
  array['Flexible schedule', 'Malpractice cover'],
  'Send a CV and a short cover note; two interview rounds with the board.',
  'Linda Park', 'linda.park@northstar.example.org', '+1 312 555 0142'
),
(
  'e2000000-0000-4000-8000-000000000002', 'PulseGrid', 'Technical Advisor, Interoperability',
  'Advisory', 'Once a fortnight', 'Remote', 'Remote', 'Technology', current_date - 5, 'Open',
  '0.5% equity', 'equity',
  'Advise a seed-stage startup on FHIR integration strategy and hospital IT sales.',
  array['Hands-on FHIR/HL7 experience', 'Hospital IT network'],
  array['Equity', 'Remote'],
  'Book an intro call with the founders.',
  'Sam Rivera', 'founders@pulsegrid.example.com', null
),
(
  'e2000000-0000-4000-8000-000000000003', 'Harbor Capital Health Fund', 'Interim CFO',
  'Contract', 'Full engagement', 'New York, NY', 'Onsite', 'Finance', current_date - 12, 'Open',
  '$175/hour', 'hourly',
  'Six-month interim CFO for a portfolio company preparing for a Series C.',
  array['CPA or ACCA', 'Fundraising experience', 'Healthcare services background'],
  array['Performance bonus', 'Possible permanent role'],
  'Apply with CV; case interview with the fund partners.',
  'Michael Osei', 'talent@harborcapital.example.com', '+1 212 555 0199'
),
(
  'e2000000-0000-4000-8000-000000000004', 'GreenWatt Clinics', 'Energy Transition Advisor',
  'Advisory', 'Once a month', 'Nairobi, Kenya', 'Flexible', 'Energy', current_date - 20, 'Open',
  'Negotiable', 'negotiable',
  'Guide the solar electrification of 40 rural clinics and the financing model behind it.',
  array['Renewable energy project finance', 'East Africa experience'],
  array['Impact-driven mission', 'Travel covered'],
  'Email a short note on a comparable project.',
  'Achieng Otieno', 'hello@greenwatt.example.org', '+254 20 555 0100'
),
(
  'e2000000-0000-4000-8000-000000000005', 'MedLearn Academy', 'Curriculum Director, Transfusion Science',
  'Part-time', 'Once a week', 'London, UK', 'Remote', 'Education', current_date - 30, 'Open',
  '£90/hour', 'hourly',
  'Design an accredited online course on transfusion science for nurses and lab staff.',
  array['Teaching experience', 'Transfusion or haematology background'],
  array['Remote', 'Royalties on course sales'],
  'Send a course outline proposal.',
  'Hannah Clarke', 'hannah.clarke@medlearn.example.co.uk', '+44 20 7946 0958'
),
(
  'e2000000-0000-4000-8000-000000000006', 'Global Blood Alliance', 'Board Advisor, Donor Programmes',
  'Advisory', 'Flexible', 'Geneva, Switzerland', 'Hybrid', 'Non-profit', current_date - 45, 'Open',
  'Negotiable', 'negotiable',
  'Advise the board on expanding voluntary donor programmes in low-income countries.',
  array['Non-profit board experience', 'Public-health background'],
  array['Travel covered', 'Global network'],
  'Nomination or direct application to the governance committee.',
  'Claire Dubois', 'governance@gba.example.org', null
),
(
  'e2000000-0000-4000-8000-000000000007', 'CityCare Hospitals', 'Contract Head of Procurement',
  'Contract', 'Once a week', 'Mumbai, India', 'Onsite', 'Healthcare', current_date - 90, 'Closed',
  '₹8,000/hour', 'hourly',
  'Restructure procurement of consumables and blood-bank equipment across five hospitals.',
  array['Hospital procurement', 'Vendor negotiation'],
  array['Completion bonus'],
  'Applications closed.',
  'Vikram Shah', 'procurement@citycare.example.in', '+91 22 5555 0101'
)
on conflict (id) do nothing;

-- Rows owned by the demo accounts; called by public.seed_demo_data() once they exist.
create or replace function public.seed_demo_directories() returns void
language plpgsql security definer set search_path = public as $$
declare
  founder_id uuid := (select id from auth.users where email = 'founder@demo.donation.network');
  investor_id uuid := (select id from auth.users where email = 'investor@demo.donation.network');
  recipient_id uuid := (select id from auth.users where email = 'recipient@demo.donation.network');
  partner_id uuid := (select id from auth.users where email = 'partner@demo.donation.network');
  profile_id uuid;
begin
  if not public.request_is_trusted() then
    raise exception 'seed_demo_directories is for the service role only' using errcode = '42501';
  end if;

  -- the demo partner lists the sample professionals and opportunities: it answers their
  -- meeting requests and reviews their applications
  if partner_id is not null then
    update public.executive_professionals set owner_partner_id = partner_id
    where owner_partner_id is null and id::text like 'e1000000-0000-4000-8000-%';
    update public.executive_opportunities set owner_partner_id = partner_id
    where owner_partner_id is null and id::text like 'e2000000-0000-4000-8000-%';
  end if;

  if founder_id is not null then
    insert into public.founder_profiles (
      id, user_id, company_name, industry, funding_stage, location, founded_year, team_size,
      company_description, looking_for, website, linkedin_url, social_urls, pitch_deck_url,
      achievements, verification_status
    ) values (
      'f0a1c2d3-00de-4a5b-8c6d-0000000000de', founder_id,
      'Demo Vitals', 'Healthcare', 'Seed', 'Austin, TX', 2023, 8,
      'Demo Vitals builds a wearable that tells blood donors when they are eligible to give again '
        || 'and books them into the nearest drive.',
      'Seed Funding', 'https://demovitals.example.com', 'https://www.linkedin.com/company/demo-vitals',
      '{"twitter": "https://twitter.com/demovitals"}'::jsonb, null,
      '[{"title": "Pilot with a regional blood centre", "description": "1,200 donors enrolled.", "date": "2025-04-01"}]'::jsonb,
      'pending'
    ) on conflict do nothing;
    -- the founder's profile (the one above, or one they made themselves)
    select id into profile_id from public.founder_profiles where user_id = founder_id;
    insert into public.founder_team_members (id, founder_profile_id, name, role, bio, sort_order) values
      ('f1000000-00de-4000-8000-000000000001', profile_id,
       'Demo Founder', 'CEO', 'Biomedical engineer and regular blood donor.', 0),
      ('f1000000-00de-4000-8000-000000000002', profile_id,
       'Lucas Hill', 'Head of Hardware', 'Ten years designing consumer wearables.', 1)
    on conflict do nothing;
  end if;

  if investor_id is not null then
    insert into public.investor_profiles (
      id, user_id, firm_name, investor_type, investment_focus, investment_stages, typical_check_size,
      total_assets_under_management, location, website, linkedin_url, investment_thesis,
      verification_status
    ) values (
      'a0b1c2d3-00de-4b5c-8d6e-0000000000de', investor_id,
      'Demo Capital', 'VC', array['Healthcare', 'SaaS'], array['Seed', 'Series A'], '$250K - $1M',
      25000000, 'Austin, TX', 'https://democapital.example.com', null,
      'Early-stage healthcare software with a clear path to hospital revenue.',
      'verified'
    ) on conflict do nothing;
    select id into profile_id from public.investor_profiles where user_id = investor_id;
    insert into public.investor_portfolio_companies (id, investor_profile_id, company, industry, stage, exit_status, sort_order) values
      ('a1000000-00de-4000-8000-000000000001', profile_id,
       'DonorPath Analytics', 'Software', 'Pre-seed', 'Active', 0)
    on conflict do nothing;
  end if;

  if recipient_id is not null then
    insert into public.meeting_requests (id, requester_id, professional_id, proposed_times, message, status, created_at)
    values ('e3000000-00de-4000-8000-000000000001', recipient_id, 'e1000000-0000-4000-8000-000000000001',
            array[date_trunc('day', now()) + interval '7 days 15 hours'],
            'We would like advice on our hospital blood-management programme.', 'requested', now())
    on conflict do nothing;
    -- not `on conflict`: the duplicate-application guard (a before-insert trigger) fires first
    insert into public.job_applications (id, applicant_id, opportunity_id, cover_note)
    select 'e4000000-00de-4000-8000-000000000001', recipient_id, 'e2000000-0000-4000-8000-000000000005',
           'I have taught transfusion science to nurses for six years.'
    where not exists (
      select 1 from public.job_applications
      where applicant_id = recipient_id and opportunity_id = 'e2000000-0000-4000-8000-000000000005'
    );
  end if;
end $$;

revoke all on function public.seed_demo_directories() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Stored sample files: the pitch decks and documents of the sample listings and of the demo
-- founder and investor are real PDFs in the private buckets, so every Download and View Pitch Deck
-- opens a document. On every start scripts/backend.mjs (supabase/seed/directory-files.mjs) asks
-- seed_directory_files() which files to store, uploads a generated PDF for each with the secret
-- key, then calls attach_seed_directory_files(), which points the rows at them (a guard refuses a
-- path whose object was never uploaded). Curated listings keep their files in curated/<profile id>/,
-- the demo accounts in their own folders.

-- kind: pitch_deck (founder_profiles.pitch_deck_path), founder_document, investor_document.
create or replace function private.seed_directory_file_rows()
returns table (kind text, profile_id uuid, document_id uuid, name text, bucket text, object_path text)
language sql stable security definer set search_path = '' as $$
  with curated(kind, profile_id, document_id, name, file) as (values
    ('pitch_deck', 'f0a1c2d3-0001-4a5b-8c6d-000000000001'::uuid, null::uuid, 'HemoLink Health pitch deck', 'pitch-deck.pdf'),
    ('pitch_deck', 'f0a1c2d3-0002-4a5b-8c6d-000000000002', null, 'CareLedger pitch deck', 'pitch-deck.pdf'),
    ('founder_document', 'f0a1c2d3-0001-4a5b-8c6d-000000000001', 'f2000000-0001-4000-8000-000000000001',
     'Business Plan', 'business-plan.pdf'),
    ('founder_document', 'f0a1c2d3-0001-4a5b-8c6d-000000000001', 'f2000000-0001-4000-8000-000000000002',
     'Financial Statements 2024', 'financial-statements-2024.pdf'),
    ('founder_document', 'f0a1c2d3-0001-4a5b-8c6d-000000000001', 'f2000000-0001-4000-8000-000000000003',
     'Certificate of Incorporation', 'certificate-of-incorporation.pdf'),
    ('founder_document', 'f0a1c2d3-0002-4a5b-8c6d-000000000002', 'f2000000-0002-4000-8000-000000000001',
     'Pitch Deck', 'pitch-deck-document.pdf'),
    ('investor_document', 'a0b1c2d3-0001-4b5c-8d6e-000000000001', 'a2000000-0001-4000-8000-000000000001',
     'SEC Form ADV', 'sec-form-adv.pdf'),
    ('investor_document', 'a0b1c2d3-0001-4b5c-8d6e-000000000001', 'a2000000-0001-4000-8000-000000000002',
     'Fund III LPA Summary', 'fund-iii-lpa-summary.pdf'),
    ('investor_document', 'a0b1c2d3-0002-4b5c-8d6e-000000000002', 'a2000000-0002-4000-8000-000000000001',
     'Sophisticated Investor Certificate', 'sophisticated-investor-certificate.pdf')
  ),
  demo(kind, email, document_id, name, file) as (values
    ('pitch_deck', 'founder@demo.donation.network', null::uuid, 'Demo Vitals pitch deck', 'seed-pitch-deck.pdf'),
    ('founder_document', 'founder@demo.donation.network', 'f2000000-00de-4000-8000-000000000001'::uuid,
     'Pitch Deck', 'seed-pitch-deck-document.pdf'),
    ('investor_document', 'investor@demo.donation.network', 'a2000000-00de-4000-8000-000000000001',
     'Accredited Investor Letter', 'seed-accredited-investor-letter.pdf')
  ),
  demo_profiles as (
    select d.*, u.id as owner,
           case when d.kind = 'investor_document'
                then (select i.id from public.investor_profiles i where i.user_id = u.id)
                else (select f.id from public.founder_profiles f where f.user_id = u.id) end as profile_id
    from demo d join auth.users u on u.email = d.email
  )
  select c.kind, c.profile_id, c.document_id, c.name,
         case when c.kind = 'pitch_deck' then 'pitch-decks' else 'directory-documents' end,
         'curated/' || c.profile_id::text || '/' || c.file
  from curated c
  where exists (select 1 from public.founder_profiles f where f.id = c.profile_id)
     or exists (select 1 from public.investor_profiles i where i.id = c.profile_id)
  union all
  select d.kind, d.profile_id, d.document_id, d.name,
         case when d.kind = 'pitch_deck' then 'pitch-decks' else 'directory-documents' end,
         d.owner::text || '/' || d.file
  from demo_profiles d
  where d.profile_id is not null;
$$;

-- The files to store: bucket, object path and the title the generated PDF carries.
create or replace function public.seed_directory_files()
returns table (bucket text, object_path text, title text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.request_is_trusted() then
    raise exception 'seed_directory_files is for the service role only' using errcode = '42501';
  end if;
  return query select r.bucket, r.object_path, r.name from private.seed_directory_file_rows() r;
end $$;

-- Points the listings at their stored files: a pitch deck where the listing has none (or the old
-- example link), a document row where none of that name exists (or the old example link). Returns
-- how many rows it wrote.
create or replace function public.attach_seed_directory_files()
returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  r record;
  written integer := 0;
  changed integer;
begin
  if not public.request_is_trusted() then
    raise exception 'attach_seed_directory_files is for the service role only' using errcode = '42501';
  end if;
  for r in select * from private.seed_directory_file_rows() loop
    changed := 0;
    if r.kind = 'pitch_deck' then
      update public.founder_profiles f set pitch_deck_path = r.object_path, pitch_deck_url = null
      where f.id = r.profile_id and f.pitch_deck_path is null
        and (f.pitch_deck_url is null or f.pitch_deck_url like 'https://%.example.com/%');
      get diagnostics changed = row_count;
    elsif r.kind = 'founder_document' then
      if exists (select 1 from public.founder_documents d where d.id = r.document_id) then
        update public.founder_documents d set url = null, object_path = r.object_path
        where d.id = r.document_id and d.url like 'https://%.example.com/%';
        get diagnostics changed = row_count;
      elsif not exists (select 1 from public.founder_documents d where d.founder_profile_id = r.profile_id and d.name = r.name) then
        insert into public.founder_documents (id, founder_profile_id, name, object_path)
        values (r.document_id, r.profile_id, r.name, r.object_path);
        changed := 1;
      end if;
    else
      if exists (select 1 from public.investor_verification_documents d where d.id = r.document_id) then
        update public.investor_verification_documents d set url = null, object_path = r.object_path
        where d.id = r.document_id and d.url like 'https://%.example.com/%';
        get diagnostics changed = row_count;
      elsif not exists (
        select 1 from public.investor_verification_documents d where d.investor_profile_id = r.profile_id and d.name = r.name
      ) then
        insert into public.investor_verification_documents (id, investor_profile_id, name, object_path)
        values (r.document_id, r.profile_id, r.name, r.object_path);
        changed := 1;
      end if;
    end if;
    written := written + changed;
  end loop;
  return written;
end $$;

revoke all on function private.seed_directory_file_rows() from public;
revoke all on function public.seed_directory_files() from public, anon, authenticated;
revoke all on function public.attach_seed_directory_files() from public, anon, authenticated;
grant execute on function public.seed_directory_files() to service_role;
grant execute on function public.attach_seed_directory_files() to service_role;
