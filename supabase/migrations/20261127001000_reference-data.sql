-- Reference data the product needs in every environment, hosted projects included: the
-- subscription plans (checkout, the plans page and every subscription refer to them) and one
-- page_content row per managed page (the content editor updates rows, it never creates them).
-- These rows were seed data before; `on conflict do nothing` lets a database that already
-- has them (any local backend started before) take this migration without change, and keeps
-- an administrator's edits. The pages' default texts follow in the page-content migrations.

-- Plans: 30 days for $15, 90 days for $40, 365 days for $120 (the prices the plans page shows).
insert into public.plans (id, name, duration_days, price, currency) values
  ('basic', 'Essential Plan', 30, 15, 'USD'),
  ('premium', 'Premium Plan', 90, 40, 'USD'),
  ('annual', 'Annual Plan', 365, 120, 'USD')
on conflict (id) do nothing;

-- One row per static page. Sections left empty fall back to the texts in the UI;
-- the contact page carries its intro here (page contact, section intro), editable at /admin/content.
insert into public.page_content (page_id, title, description, sections) values
  ('home', 'Home', 'Connecting blood and organ donors with recipients, healthcare providers and partners.', '[]'),
  ('about', 'About Us', 'Our mission, our story and the impact of the donation network.', '[]'),
  ('how-it-works', 'How It Works', 'From registration to donation, step by step.', '[]'),
  ('faqs', 'Frequently Asked Questions', 'Answers about donating, receiving and subscriptions.', '[]'),
  ('partnerships', 'Partnerships', 'Healthcare, corporate and additional-services partnership programs.', '[]'),
  ('donation-process', 'The Donation Process', 'What happens before, during and after a donation.', '[]'),
  ('additional-services', 'Additional Services', 'DNA storage, fertility services, cryonics and more.', '[]'),
  ('contact', 'Contact Us', 'Questions, partnerships or support: send us a message.',
   '[{"id": "intro", "title": "Get in touch", "order": 0,
      "content": "<p>Have a question about donating, receiving blood or organs, or partnering with us? Send us a message using the form below and our team will get back to you within two business days.</p><p>For urgent medical needs, please contact your nearest hospital or emergency services directly.</p>"}]'),
  ('pricing', 'Our Plans', 'Plans for donors, recipients, healthcare partners and corporates.', '[]'),
  ('privacy', 'Privacy Policy', 'How we collect, use and protect your personal data.', '[]'),
  ('terms', 'Terms of Service', 'The terms that apply when you use the platform.', '[]'),
  ('cookies', 'Cookie Policy', 'Which cookies we use and why.', '[]'),
  ('data-protection', 'Data Protection', 'Your rights over your personal and health data.', '[]'),
  ('corporate', 'Corporate Partnerships', 'Employee donation drives, CSR reporting and corporate dashboards.', '[]'),
  ('healthcare', 'Healthcare Partnerships', 'Publish blood and organ availability and coordinate with the network.', '[]')
on conflict (page_id) do nothing;
