-- Table descriptions that say what they hold in their own words. Earlier migrations described
-- these tables by pointing at issue numbers and sections of the product document, which mean
-- nothing to someone reading the schema; COMMENT ON replaces a description, so re-issuing it
-- here is all it takes (the earlier migrations stay as they ran).

comment on table public.founder_profiles is
  'Founders Directory listings, one company profile per founder account; anyone reads the visible ones, '
  'the owner and admins write. Team members and documents are in founder_team_members / founder_documents '
  '(signed-in only).';

comment on table public.investor_profiles is
  'Investors Directory listings, one firm profile per investor account; anyone reads the visible ones, '
  'the owner and admins write. Portfolio and verification documents are in investor_portfolio_companies / '
  'investor_verification_documents (signed-in only).';

comment on table public.founder_team_members is
  'Team tab of a founder profile; signed-in users only, so signed-out visitors see a listing without its team.';

comment on table public.donors is
  'Donor registrations (donor id, blood group, phone, accepted terms, verification flags; name and e-mail live '
  'in profiles and auth); one per account. Eligibility is computed (donor_is_eligible), never stored.';

comment on table public.intro_requests is
  'Intro requests between a founder and an investor: written only by request_intro() and respond_intro(); '
  'the two parties read their own; contact details only through intro_contact().';
