-- Marketplace reference data (sample records): hospitals, blood and organ listings curated
-- by the team (no owning account), and two sample individual donors without accounts.
-- Fixed ids and `on conflict`: safe to run on every start. The donation intervals ship
-- with the migration (the eligibility rule depends on them).
-- Hospital names and addresses are real public institutions; partner/verified flags,
-- listings, prices and quantities are invented sample values.

insert into public.hospitals (
  id, name, address, city, state, country, contact_number, is_b365_partner, is_verified, latitude, longitude
) values
  ('4a000000-0000-4000-8000-000000000001', 'Massachusetts General Hospital', '55 Fruit Street', 'Boston',
   'Massachusetts', 'US', '+1 617-726-2000', true, true, 42.362500, -71.069400),
  ('4a000000-0000-4000-8000-000000000002', 'Mount Sinai Hospital', '1 Gustave L. Levy Place', 'New York',
   'New York', 'US', '+1 212-241-6500', false, true, 40.789900, -73.953300),
  ('4a000000-0000-4000-8000-000000000003', 'St Thomas'' Hospital', 'Westminster Bridge Road', 'London',
   'England', 'GB', '+44 20 7188 7188', true, true, 51.498600, -0.118100),
  ('4a000000-0000-4000-8000-000000000004', 'Manchester Royal Infirmary', 'Oxford Road', 'Manchester',
   'England', 'GB', '+44 161 276 1234', false, false, 53.462700, -2.225700),
  ('4a000000-0000-4000-8000-000000000005', 'All India Institute of Medical Sciences', 'Ansari Nagar',
   'New Delhi', 'Delhi', 'IN', '+91 11 2658 8500', true, true, 28.567200, 77.210000),
  ('4a000000-0000-4000-8000-000000000006', 'Tata Memorial Hospital', 'Dr Ernest Borges Road, Parel',
   'Mumbai', 'Maharashtra', 'IN', '+91 22 2417 7000', false, true, 19.004600, 72.843200),
  ('4a000000-0000-4000-8000-000000000007', 'Kenyatta National Hospital', 'Hospital Road, Upper Hill',
   'Nairobi', 'Nairobi County', 'KE', '+254 20 2726300', true, false, -1.301000, 36.806700),
  ('4a000000-0000-4000-8000-000000000008', 'Royal Prince Alfred Hospital', '50 Missenden Road, Camperdown',
   'Sydney', 'New South Wales', 'AU', '+61 2 9515 6111', false, true, -33.889400, 151.182800),
  ('4a000000-0000-4000-8000-000000000009', 'Toronto General Hospital', '200 Elizabeth Street', 'Toronto',
   'Ontario', 'CA', '+1 416-340-4800', false, true, 43.659000, -79.388400),
  ('4a000000-0000-4000-8000-000000000010', 'Charité – Universitätsmedizin Berlin', 'Charitéplatz 1', 'Berlin',
   'Berlin', 'DE', '+49 30 450 50', true, true, 52.526500, 13.376500),
  ('4a000000-0000-4000-8000-000000000011', 'Groote Schuur Hospital', 'Main Road, Observatory', 'Cape Town',
   'Western Cape', 'ZA', '+27 21 404 9111', false, true, -33.941000, 18.462300),
  ('4a000000-0000-4000-8000-000000000012', 'Lagos University Teaching Hospital', 'Ishaga Road, Idi-Araba',
   'Lagos', 'Lagos State', 'NG', '+234 1 280 1100', false, false, 6.517000, 3.353200)
on conflict (id) do nothing;

-- Sample individual donors (no account; user_id null). Their last donation is kept
-- relative to today on every start so one stays eligible and one does not:
--   Amelia (GB, female, 100 days ago): GB women wait 112 days -> not eligible
--   Rahul  (IN, male, 95 days ago):   IN men wait 90 days     -> eligible
insert into public.donors (
  id, user_id, donor_id, blood_group, phone, terms_accepted, id_verified, payment_verified,
  last_donation_date, country, sex
) values
  ('4d000000-0000-4000-8000-000000000001', null, 'amelia.w512', 'AB-', '+44 7700 900123', true, true, true,
   (now() at time zone 'UTC')::date - 100, 'GB', 'female'),
  ('4d000000-0000-4000-8000-000000000002', null, 'rahul.s77', 'B+', '+91 98765 43210', true, true, true,
   (now() at time zone 'UTC')::date - 95, 'IN', 'male')
on conflict (id) do update set last_donation_date = excluded.last_donation_date;

insert into public.blood_services (
  id, owner_partner_id, donor_record_id, provider_name, provider_type, product_name, product_type,
  blood_group, quantity_available, unit, price, currency, country, district, status, contact_person,
  contact_number, last_donated, updated_by_hospital_integration, online_purchase, purchase_link, last_updated
) values
  ('4b000000-0000-4000-8000-000000000001', null, null, 'American Red Cross – Massachusetts', 'Blood Bank',
   'O Negative Whole Blood', 'Whole Blood', 'O-', 24, 'units', 250, 'USD', 'US', 'Boston', 'Available',
   'Donor Services Desk', '+1 800-733-2767', null, true, false, null, now() - interval '2 hours'),
  ('4b000000-0000-4000-8000-000000000002', null, null, 'Mount Sinai Blood Bank', 'Hospital',
   'Leukoreduced Red Cells', 'Red Cells', 'A+', 40, 'units', 210, 'USD', 'US', 'Manhattan', 'Active',
   'Dr. Lisa Moreno', '+1 212-241-6500', null, false, true, 'https://orders.example.org/mount-sinai/red-cells-a-pos', now() - interval '3 days'),
  ('4b000000-0000-4000-8000-000000000003', null, null, 'NHS Blood and Transplant – Filton', 'Blood Bank',
   'Apheresis Platelets', 'Platelets', 'B+', 12, 'units', 180, 'GBP', 'GB', 'Bristol', 'Available',
   'Hospital Services Team', '+44 300 123 2323', null, true, false, null, now() - interval '20 hours'),
  ('4b000000-0000-4000-8000-000000000004', null, null, 'St Thomas'' Hospital Transfusion Lab', 'Hospital',
   'Fresh Frozen Plasma', 'Plasma', 'AB+', 30, 'units', 95, 'GBP', 'GB', 'Lambeth', 'Reserved',
   'James Okafor', '+44 20 7188 7188', null, false, false, null, now() - interval '12 days'),
  ('4b000000-0000-4000-8000-000000000005', null, null, 'Rotary Blood Bank Delhi', 'Blood Bank',
   'B Negative Whole Blood', 'Whole Blood', 'B-', 8, 'units', 1450, 'INR', 'IN', 'South Delhi', 'Active',
   'Priya Sharma', '+91 11 2905 4066', null, false, false, null, now() - interval '5 hours'),
  ('4b000000-0000-4000-8000-000000000006', null, null, 'Tata Memorial Hospital Blood Centre', 'Hospital',
   'Random Donor Platelets', 'Platelets', 'O+', 15, 'units', 900, 'INR', 'IN', 'Mumbai', 'Inactive',
   'Blood Centre Desk', '+91 22 2417 7000', null, false, false, null, now() - interval '45 days'),
  ('4b000000-0000-4000-8000-000000000007', null, null, 'Kenya National Blood Transfusion Service', 'Blood Bank',
   'A Negative Whole Blood', 'Whole Blood', 'A-', 20, 'units', 3500, 'KES', 'KE', 'Nairobi', 'Available',
   'Grace Wanjiru', '+254 20 2713 690', null, false, false, null, now() - interval '6 days'),
  ('4b000000-0000-4000-8000-000000000008', null, null, 'Australian Red Cross Lifeblood', 'Blood Bank',
   'AB Negative Plasma', 'Plasma', 'AB-', 50, 'bags', 120, 'AUD', 'AU', 'Sydney', 'Active',
   'Lifeblood Hospital Liaison', '+61 2 9229 4444', null, true, true, 'https://orders.example.org/lifeblood/plasma-ab-neg', now() - interval '30 minutes'),
  ('4b000000-0000-4000-8000-000000000009', null, null, 'Toronto General Blood Bank', 'Hospital',
   'O Negative Red Cells', 'Red Cells', 'O-', 10, 'units', 300, 'CAD', 'CA', 'Toronto', 'Expired',
   'Transfusion Medicine Office', '+1 416-340-4800', null, false, false, null, now() - interval '60 days'),
  ('4b000000-0000-4000-8000-000000000010', null, null, 'DRK-Blutspendedienst Nord-Ost', 'Blood Bank',
   'Cryoprecipitate Pool', 'Cryoprecipitate', 'A+', 18, 'pools', 60, 'EUR', 'DE', 'Berlin-Mitte', 'Available',
   'Katrin Vogel', '+49 30 80681 0', null, true, false, null, now() - interval '2 days'),
  ('4b000000-0000-4000-8000-000000000011', null, null, 'Groote Schuur Hospital Blood Bank', 'Hospital',
   'B Negative Whole Blood', 'Whole Blood', 'B-', 6, 'units', 1200, 'ZAR', 'ZA', 'Cape Town', 'Available',
   'Sipho Ndlovu', '+27 21 404 9111', null, false, false, null, now() - interval '10 days'),
  -- organs: never for sale (price 0 or null, no online purchase)
  ('4b000000-0000-4000-8000-000000000012', null, null, 'NHS Organ Donation – London', 'Organ Bank',
   'Kidney', 'Organ', 'O+', 1, 'organ', 0, null, 'GB', 'London', 'Available',
   'Transplant Coordinator', '+44 300 123 2323', null, true, false, null, now() - interval '1 day'),
  ('4b000000-0000-4000-8000-000000000013', null, null, 'New England Donor Services', 'Organ Bank',
   'Liver', 'Organ', 'A+', 1, 'organ', null, null, 'US', 'Waltham', 'Reserved',
   'On-call Coordinator', '+1 800-446-6362', null, false, false, null, now() - interval '9 days'),
  ('4b000000-0000-4000-8000-000000000014', null, null, 'NOTTO – National Organ & Tissue Transplant Organisation',
   'Organ Bank', 'Kidney', 'Organ', 'B+', 1, 'organ', 0, null, 'IN', 'New Delhi', 'Available',
   'NOTTO Helpdesk', '+91 11 2365 9931', null, false, false, null, now() - interval '40 days'),
  -- individual donors (contact details never leave the database through the API)
  ('4b000000-0000-4000-8000-000000000015', null, '4d000000-0000-4000-8000-000000000001', 'Amelia W.',
   'Individual Donor', 'Whole Blood Donation', 'Whole Blood', 'AB-', 1, 'donation', 0, null, 'GB', 'Camden',
   'Available', 'Amelia Watson', '+44 7700 900123', null, false, false, null, now() - interval '3 hours'),
  ('4b000000-0000-4000-8000-000000000016', null, '4d000000-0000-4000-8000-000000000002', 'Rahul S.',
   'Individual Donor', 'Whole Blood Donation', 'Whole Blood', 'B+', 1, 'donation', 0, null, 'IN', 'Pune',
   'Available', 'Rahul Sharma', '+91 98765 43210', null, false, false, null, now() - interval '4 days')
on conflict (id) do nothing;

-- Demo-owned rows (called by seed_demo_data() after the demo accounts exist):
--   partner:   three listings of "Demo Partner Blood Bank" (one organ row)
--   donor:     a donors row (O-, US, last donation 70 days ago -> eligible) and an
--              Individual Donor listing
--   recipient: two appointments and three notifications
create or replace function public.seed_demo_marketplace() returns void
language plpgsql security definer set search_path = public as $$
declare
  partner_id uuid := (select id from auth.users where email = 'partner@demo.donation.network');
  donor_user uuid := (select id from auth.users where email = 'donor@demo.donation.network');
  recipient_id uuid := (select id from auth.users where email = 'recipient@demo.donation.network');
  donor_row uuid;
begin
  if not public.request_is_trusted() then
    raise exception 'seed_demo_marketplace is for the service role only' using errcode = '42501';
  end if;

  if partner_id is not null then
    insert into public.blood_services (
      id, owner_partner_id, provider_name, provider_type, product_name, product_type, blood_group,
      quantity_available, unit, price, currency, country, district, status, contact_person, contact_number,
      updated_by_hospital_integration, online_purchase, purchase_link
    ) values
      ('4c000000-0000-4000-8000-000000000001', partner_id, 'Demo Partner Blood Bank', 'Blood Bank',
       'O Positive Whole Blood', 'Whole Blood', 'O+', 35, 'units', 220, 'USD', 'US', 'Boston', 'Available',
       'Demo Partner', '+1 555 010 2000', true, false, null),
      ('4c000000-0000-4000-8000-000000000002', partner_id, 'Demo Partner Blood Bank', 'Blood Bank',
       'A Negative Platelets', 'Platelets', 'A-', 9, 'units', 310, 'USD', 'US', 'Cambridge', 'Active',
       'Demo Partner', '+1 555 010 2000', false, true, 'https://orders.example.org/demo-partner/platelets-a-neg'),
      ('4c000000-0000-4000-8000-000000000003', partner_id, 'Demo Partner Blood Bank', 'Organ Bank',
       'Kidney', 'Organ', 'B+', 1, 'organ', 0, null, 'US', 'Boston', 'Reserved',
       'Demo Partner', '+1 555 010 2000', false, false, null)
    on conflict (id) do nothing;
  end if;

  if donor_user is not null then
    insert into public.donors (
      id, user_id, donor_id, blood_group, phone, terms_accepted, id_verified, payment_verified,
      last_donation_date, country, sex
    ) values (
      '4d000000-0000-4000-8000-000000000100', donor_user, 'donor42', 'O-', '+1 555 010 4242', true, true, true,
      (now() at time zone 'UTC')::date - 70, 'US', 'female'
    )
    on conflict do nothing;
    select id into donor_row from public.donors where user_id = donor_user;
    insert into public.blood_services (
      id, donor_record_id, provider_name, provider_type, product_name, product_type, blood_group,
      quantity_available, unit, price, country, district, status, contact_person, contact_number
    ) values (
      '4c000000-0000-4000-8000-000000000100', donor_row, 'Demo D.', 'Individual Donor',
      'Whole Blood Donation', 'Whole Blood', 'O-', 1, 'donation', 0, 'US', 'Boston', 'Available',
      'Demo Donor', '+1 555 010 4242'
    )
    on conflict (id) do nothing;
  end if;

  if recipient_id is not null then
    insert into public.appointments (id, user_id, hospital_id, listing_id, scheduled_at, type, status, notes)
    values
      ('4e000000-0000-4000-8000-000000000001', recipient_id, '4a000000-0000-4000-8000-000000000001',
       '4b000000-0000-4000-8000-000000000001', date_trunc('day', now()) + interval '7 days 10 hours',
       'blood', 'confirmed', 'Transfusion, 2 units O-; please arrive 30 minutes early.'),
      ('4e000000-0000-4000-8000-000000000002', recipient_id, '4a000000-0000-4000-8000-000000000002',
       null, date_trunc('day', now()) - interval '20 days' + interval '14 hours',
       'consultation', 'completed', 'Follow-up consultation with the haematology team.')
    on conflict (id) do nothing;
    insert into public.notifications (id, user_id, title, body, kind, read_at, created_at)
    values
      ('4f000000-0000-4000-8000-000000000001', recipient_id, 'Subscription active',
       'You now have access to blood services.', 'subscription', now() - interval '6 days', now() - interval '7 days'),
      ('4f000000-0000-4000-8000-000000000002', recipient_id, 'Appointment confirmed',
       'Your blood appointment at Massachusetts General Hospital is confirmed.', 'appointment', null,
       now() - interval '1 day'),
      ('4f000000-0000-4000-8000-000000000003', recipient_id, 'New blood services near you',
       'Two new O- listings were published in Boston.', 'system', null, now() - interval '2 hours')
    on conflict (id) do nothing;
  end if;
end $$;

revoke all on function public.seed_demo_marketplace() from public, anon, authenticated;
