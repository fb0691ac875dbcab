-- The marketplace offers published listings only: Active, Available and Reserved
-- (PUBLISHED_LISTING_STATUSES in supabase/rules/donor-partner-workflows.ts). A listing its
-- partner withdrew, one withdrawn because the partner's organisation lost its verification,
-- an expired one and an individual donor who switched availability off (all Inactive or
-- Expired) leave the recipients' results. The owner partner and admins still read them in
-- public.blood_services. Same columns as before, so the view is replaced in place.
create or replace view public.blood_service_listings
with (security_invoker = false, security_barrier = true)
as
select
  s.id,
  s.provider_name,
  s.provider_type,
  s.product_name,
  s.product_type,
  coalesce(d.blood_group, s.blood_group) as blood_group,
  s.quantity_available,
  s.unit,
  s.price,
  s.currency,
  coalesce(d.country, s.country) as country,
  s.district,
  s.status,
  case when s.provider_type = 'Individual Donor' then null else s.contact_person end as contact_person,
  case when s.provider_type = 'Individual Donor' then null else s.contact_number end as contact_number,
  s.last_updated,
  case when d.id is not null then d.last_donation_date else s.last_donated end as last_donated,
  case when d.id is not null
       then public.donor_is_eligible(d.last_donation_date, coalesce(d.country, s.country), d.sex)
  end as is_eligible,
  s.updated_by_hospital_integration,
  s.online_purchase,
  s.purchase_link,
  s.owner_partner_id,
  s.created_at
from public.blood_services s
left join public.donors d on d.id = s.donor_record_id
where public.can_read_marketplace()
  and s.status in ('Active', 'Available', 'Reserved');

comment on view public.blood_service_listings is
  'Marketplace read model: published listings (Active, Available, Reserved) for subscribers and admins only; individual donors'' contact details nulled; is_eligible computed.';
