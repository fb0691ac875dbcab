-- The marketing pages' default content: the fallback each page keeps in code (mfe-marketing/src/features/*/*-page-content.ts).
-- Generated; do not edit. Regenerate with:
--   UPDATE_PAGE_CONTENT_SEED=1 npx jest --selectProjects ui --runTestsByPath mfe-marketing/src/page-content-seed.test.ts

update public.page_content set
  title = 'Frequently Asked Questions',
  description = 'Answers to the questions donors, recipients and partners ask us most. If yours is not here, our team is happy to help.',
  sections = '[
  {
    "id": "general",
    "title": "About the Network",
    "content": "",
    "order": 0
  },
  {
    "id": "what-is",
    "title": "What is Donation Network?",
    "content": "<p>A global network that connects blood and organ donors with recipients, hospitals, blood banks, donation centres and corporate partners. We make the connection faster and more transparent; the donation itself always takes place at a licensed healthcare facility.</p><p><a href=\"/how-it-works\">See how it works</a></p>",
    "order": 1
  },
  {
    "id": "medical-services",
    "title": "Do you provide medical services or advice?",
    "content": "<p>No. We do not provide medical services or medical advice, and we store no health information beyond what is needed to facilitate the connection. Screening, testing, donations, transfusions and transplants are carried out by licensed healthcare providers, who make every clinical decision.</p><p>If you have a question about your own health or whether you can donate, ask your doctor or the donation centre.</p>",
    "order": 2
  },
  {
    "id": "countries",
    "title": "Which countries can I register from?",
    "content": "<p>Registration currently offers Australia, India, the United States, Kenya, Nigeria, South Africa and the United Kingdom. Our partner network reaches further, and we add countries as local partners join.</p>",
    "order": 3
  },
  {
    "id": "donors",
    "title": "Donating",
    "content": "",
    "order": 4
  },
  {
    "id": "who-can-donate",
    "title": "Who can become a donor?",
    "content": "<p>Most healthy adults can give blood, but the exact rules on age, weight, health, medication and travel are set by the blood service in your country and are checked by the donation centre on the day. Registering with us does not replace that check.</p><p><a href=\"/donation-process\">Read about the donation process</a></p>",
    "order": 5
  },
  {
    "id": "how-often",
    "title": "How often can I give blood?",
    "content": "<p>The network uses these minimum intervals between whole-blood donations: 56 days in the United States; 84 days (12 weeks) for men and 112 days (16 weeks) for women in the United Kingdom; 90 days (3 months) for men and 120 days (4 months) for women in India; and 56 days in other countries until their national rules are added.</p><p>You are only offered to recipients once your interval has passed. The donation centre always has the final say.</p>",
    "order": 6
  },
  {
    "id": "donor-cost",
    "title": "Does it cost anything to be a donor?",
    "content": "<p>No. Registration is free for donors, and we never pay or charge donors for giving blood.</p><p><a href=\"/register/donor\">Register as a donor</a></p>",
    "order": 7
  },
  {
    "id": "organ-donation",
    "title": "Can I register as an organ donor here?",
    "content": "<p>Organ donation is organised by hospitals and national transplant programmes, which keep the official donor registers. We help partner hospitals and transplant teams share information, but we do not allocate organs. To record your decision, use your country’s official organ donor register and tell your family.</p>",
    "order": 8
  },
  {
    "id": "recipients",
    "title": "Requesting a Donation",
    "content": "",
    "order": 9
  },
  {
    "id": "request",
    "title": "How do I find a donor?",
    "content": "<p>Register as a recipient and subscribe to the Essential Plan ($15 per month). You can then search blood banks, hospitals and individual donors by blood group and location, and request an eligible donor for a hospital you choose. The hospital arranges the donation with the donor.</p><p><a href=\"/register/recipient\">Request Donation</a></p>",
    "order": 10
  },
  {
    "id": "matching",
    "title": "How does matching work?",
    "content": "<p>We suggest donors by blood-group compatibility, location, availability and the time since their last donation. A suggestion is not a clinical decision: the hospital carries out its own compatibility testing before any transfusion.</p>",
    "order": 11
  },
  {
    "id": "emergency",
    "title": "What should I do in an emergency?",
    "content": "<p>Call your local emergency number or go to the nearest hospital. Our network helps with planned needs and coordination; it is not an emergency service.</p>",
    "order": 12
  },
  {
    "id": "privacy",
    "title": "Privacy and Security",
    "content": "",
    "order": 13
  },
  {
    "id": "data",
    "title": "What information do you keep about me?",
    "content": "<p>Your account, contact details and the information needed for matching: blood group, country and the date of your last donation. We do not keep medical records.</p><p><a href=\"/data-protection\">Read our Data Protection Policy</a></p>",
    "order": 14
  },
  {
    "id": "who-sees",
    "title": "Who can see my contact details?",
    "content": "<p>An individual donor’s name and phone number are never shown in search results. When you are requested, you receive a notification naming the hospital, and the hospital contacts you. The person who made the request does not receive your details, and you do not receive theirs.</p>",
    "order": 15
  },
  {
    "id": "partners",
    "title": "Partnerships",
    "content": "",
    "order": 16
  },
  {
    "id": "become-partner",
    "title": "How can my hospital or company partner with you?",
    "content": "<p>Hospitals, blood banks and donation centres join as healthcare partners; employers join as corporate partners; providers of DNA storage, fertility services, cryonics and transplant coordination join through Additional Services. Tell us about your organisation and we will be in touch.</p><p><a href=\"/partnerships\">Explore partnerships</a></p>",
    "order": 17
  }
]'::jsonb
where page_id = 'faqs' and updated_by is null
  and (title, description, sections) is distinct from ('Frequently Asked Questions', 'Answers to the questions donors, recipients and partners ask us most. If yours is not here, our team is happy to help.', '[
  {
    "id": "general",
    "title": "About the Network",
    "content": "",
    "order": 0
  },
  {
    "id": "what-is",
    "title": "What is Donation Network?",
    "content": "<p>A global network that connects blood and organ donors with recipients, hospitals, blood banks, donation centres and corporate partners. We make the connection faster and more transparent; the donation itself always takes place at a licensed healthcare facility.</p><p><a href=\"/how-it-works\">See how it works</a></p>",
    "order": 1
  },
  {
    "id": "medical-services",
    "title": "Do you provide medical services or advice?",
    "content": "<p>No. We do not provide medical services or medical advice, and we store no health information beyond what is needed to facilitate the connection. Screening, testing, donations, transfusions and transplants are carried out by licensed healthcare providers, who make every clinical decision.</p><p>If you have a question about your own health or whether you can donate, ask your doctor or the donation centre.</p>",
    "order": 2
  },
  {
    "id": "countries",
    "title": "Which countries can I register from?",
    "content": "<p>Registration currently offers Australia, India, the United States, Kenya, Nigeria, South Africa and the United Kingdom. Our partner network reaches further, and we add countries as local partners join.</p>",
    "order": 3
  },
  {
    "id": "donors",
    "title": "Donating",
    "content": "",
    "order": 4
  },
  {
    "id": "who-can-donate",
    "title": "Who can become a donor?",
    "content": "<p>Most healthy adults can give blood, but the exact rules on age, weight, health, medication and travel are set by the blood service in your country and are checked by the donation centre on the day. Registering with us does not replace that check.</p><p><a href=\"/donation-process\">Read about the donation process</a></p>",
    "order": 5
  },
  {
    "id": "how-often",
    "title": "How often can I give blood?",
    "content": "<p>The network uses these minimum intervals between whole-blood donations: 56 days in the United States; 84 days (12 weeks) for men and 112 days (16 weeks) for women in the United Kingdom; 90 days (3 months) for men and 120 days (4 months) for women in India; and 56 days in other countries until their national rules are added.</p><p>You are only offered to recipients once your interval has passed. The donation centre always has the final say.</p>",
    "order": 6
  },
  {
    "id": "donor-cost",
    "title": "Does it cost anything to be a donor?",
    "content": "<p>No. Registration is free for donors, and we never pay or charge donors for giving blood.</p><p><a href=\"/register/donor\">Register as a donor</a></p>",
    "order": 7
  },
  {
    "id": "organ-donation",
    "title": "Can I register as an organ donor here?",
    "content": "<p>Organ donation is organised by hospitals and national transplant programmes, which keep the official donor registers. We help partner hospitals and transplant teams share information, but we do not allocate organs. To record your decision, use your country’s official organ donor register and tell your family.</p>",
    "order": 8
  },
  {
    "id": "recipients",
    "title": "Requesting a Donation",
    "content": "",
    "order": 9
  },
  {
    "id": "request",
    "title": "How do I find a donor?",
    "content": "<p>Register as a recipient and subscribe to the Essential Plan ($15 per month). You can then search blood banks, hospitals and individual donors by blood group and location, and request an eligible donor for a hospital you choose. The hospital arranges the donation with the donor.</p><p><a href=\"/register/recipient\">Request Donation</a></p>",
    "order": 10
  },
  {
    "id": "matching",
    "title": "How does matching work?",
    "content": "<p>We suggest donors by blood-group compatibility, location, availability and the time since their last donation. A suggestion is not a clinical decision: the hospital carries out its own compatibility testing before any transfusion.</p>",
    "order": 11
  },
  {
    "id": "emergency",
    "title": "What should I do in an emergency?",
    "content": "<p>Call your local emergency number or go to the nearest hospital. Our network helps with planned needs and coordination; it is not an emergency service.</p>",
    "order": 12
  },
  {
    "id": "privacy",
    "title": "Privacy and Security",
    "content": "",
    "order": 13
  },
  {
    "id": "data",
    "title": "What information do you keep about me?",
    "content": "<p>Your account, contact details and the information needed for matching: blood group, country and the date of your last donation. We do not keep medical records.</p><p><a href=\"/data-protection\">Read our Data Protection Policy</a></p>",
    "order": 14
  },
  {
    "id": "who-sees",
    "title": "Who can see my contact details?",
    "content": "<p>An individual donor’s name and phone number are never shown in search results. When you are requested, you receive a notification naming the hospital, and the hospital contacts you. The person who made the request does not receive your details, and you do not receive theirs.</p>",
    "order": 15
  },
  {
    "id": "partners",
    "title": "Partnerships",
    "content": "",
    "order": 16
  },
  {
    "id": "become-partner",
    "title": "How can my hospital or company partner with you?",
    "content": "<p>Hospitals, blood banks and donation centres join as healthcare partners; employers join as corporate partners; providers of DNA storage, fertility services, cryonics and transplant coordination join through Additional Services. Tell us about your organisation and we will be in touch.</p><p><a href=\"/partnerships\">Explore partnerships</a></p>",
    "order": 17
  }
]'::jsonb);

update public.page_content set
  title = 'More ways our network can help',
  description = 'Beyond blood and organ donation, we connect members with accredited providers of related services. The providers deliver these services under their own licences and terms; we make the introduction.',
  sections = '[
  {
    "id": "dna-storage",
    "title": "DNA Storage",
    "content": "<p>Specialist laboratories can store DNA samples or genetic data for the long term, for example as a family record or for genetic testing a doctor may order in future.</p><h3>How we help</h3><p>We introduce you to accredited storage providers. You agree the service directly with the provider; we never receive or store your samples or genetic results.</p><h3>Before you choose a provider</h3><ul><li>What you consent to, and how you can withdraw consent and have samples destroyed</li><li>Who can access your genetic data, and whether it is ever shared for research</li><li>How long samples are kept, what it costs each year and what happens if the provider closes</li></ul>",
    "order": 0
  },
  {
    "id": "fertility-services",
    "title": "Fertility Services",
    "content": "<p>Fertility clinics offer assessment and treatment and, where the law allows, egg, sperm and embryo donation and storage.</p><h3>How we help</h3><p>We connect individuals and couples with certified fertility clinics in our network. Treatment decisions are made by you and your clinic.</p><h3>Before you choose a provider</h3><ul><li>The clinic’s licence and the regulator it reports to</li><li>The rules on donation, donor anonymity and storage limits in your country, which differ widely</li><li>The full cost of treatment, including medicines and storage</li></ul>",
    "order": 1
  },
  {
    "id": "cryonics",
    "title": "Cryonics",
    "content": "<p>Cryonics is the preservation of a body or brain at very low temperature after legal death, in the hope that future technology might revive it. It is experimental: there is no scientific evidence that revival is possible, and it is not a medical treatment.</p><h3>How we help</h3><p>On request, we share information about organisations that offer cryonics arrangements. We do not recommend cryonics or take part in any arrangement.</p><h3>Before you choose a provider</h3><ul><li>Arrangements are usually long-term contracts, often funded through life insurance</li><li>Its legal status and the practical arrangements differ from country to country</li><li>Cryopreservation may not be compatible with organ or tissue donation: think through both and tell your family</li></ul>",
    "order": 2
  },
  {
    "id": "transplant-coordination",
    "title": "Transplant Coordination",
    "content": "<p>Transplant coordinators at hospitals manage the steps between donor and recipient: referrals, tests, scheduling and logistics.</p><h3>How we help</h3><p>We help partner hospitals and transplant teams share availability and information quickly and securely, so coordination takes less time.</p><h3>Before you choose a provider</h3><ul><li>Organs from deceased donors are allocated under national rules by transplant programmes, never by us</li><li>Living donation is assessed by the transplant centre, which explains what it involves</li><li>Your transplant team remains your point of contact for every clinical question</li></ul>",
    "order": 3
  },
  {
    "id": "global-health-network",
    "title": "Global Health Network",
    "content": "<p>A network of hospitals, blood banks, donation centres and specialist providers in many countries.</p><h3>How we help</h3><p>Verified partners share availability, find each other and coordinate across borders through one platform.</p><h3>Before you choose a provider</h3><ul><li>Every partner is verified before it is listed</li><li>Each partner works under the laws and licences of its own country</li><li>Cross-border arrangements follow the rules of both countries involved</li></ul>",
    "order": 4
  }
]'::jsonb
where page_id = 'additional-services' and updated_by is null
  and (title, description, sections) is distinct from ('More ways our network can help', 'Beyond blood and organ donation, we connect members with accredited providers of related services. The providers deliver these services under their own licences and terms; we make the introduction.', '[
  {
    "id": "dna-storage",
    "title": "DNA Storage",
    "content": "<p>Specialist laboratories can store DNA samples or genetic data for the long term, for example as a family record or for genetic testing a doctor may order in future.</p><h3>How we help</h3><p>We introduce you to accredited storage providers. You agree the service directly with the provider; we never receive or store your samples or genetic results.</p><h3>Before you choose a provider</h3><ul><li>What you consent to, and how you can withdraw consent and have samples destroyed</li><li>Who can access your genetic data, and whether it is ever shared for research</li><li>How long samples are kept, what it costs each year and what happens if the provider closes</li></ul>",
    "order": 0
  },
  {
    "id": "fertility-services",
    "title": "Fertility Services",
    "content": "<p>Fertility clinics offer assessment and treatment and, where the law allows, egg, sperm and embryo donation and storage.</p><h3>How we help</h3><p>We connect individuals and couples with certified fertility clinics in our network. Treatment decisions are made by you and your clinic.</p><h3>Before you choose a provider</h3><ul><li>The clinic’s licence and the regulator it reports to</li><li>The rules on donation, donor anonymity and storage limits in your country, which differ widely</li><li>The full cost of treatment, including medicines and storage</li></ul>",
    "order": 1
  },
  {
    "id": "cryonics",
    "title": "Cryonics",
    "content": "<p>Cryonics is the preservation of a body or brain at very low temperature after legal death, in the hope that future technology might revive it. It is experimental: there is no scientific evidence that revival is possible, and it is not a medical treatment.</p><h3>How we help</h3><p>On request, we share information about organisations that offer cryonics arrangements. We do not recommend cryonics or take part in any arrangement.</p><h3>Before you choose a provider</h3><ul><li>Arrangements are usually long-term contracts, often funded through life insurance</li><li>Its legal status and the practical arrangements differ from country to country</li><li>Cryopreservation may not be compatible with organ or tissue donation: think through both and tell your family</li></ul>",
    "order": 2
  },
  {
    "id": "transplant-coordination",
    "title": "Transplant Coordination",
    "content": "<p>Transplant coordinators at hospitals manage the steps between donor and recipient: referrals, tests, scheduling and logistics.</p><h3>How we help</h3><p>We help partner hospitals and transplant teams share availability and information quickly and securely, so coordination takes less time.</p><h3>Before you choose a provider</h3><ul><li>Organs from deceased donors are allocated under national rules by transplant programmes, never by us</li><li>Living donation is assessed by the transplant centre, which explains what it involves</li><li>Your transplant team remains your point of contact for every clinical question</li></ul>",
    "order": 3
  },
  {
    "id": "global-health-network",
    "title": "Global Health Network",
    "content": "<p>A network of hospitals, blood banks, donation centres and specialist providers in many countries.</p><h3>How we help</h3><p>Verified partners share availability, find each other and coordinate across borders through one platform.</p><h3>Before you choose a provider</h3><ul><li>Every partner is verified before it is listed</li><li>Each partner works under the laws and licences of its own country</li><li>Cross-border arrangements follow the rules of both countries involved</li></ul>",
    "order": 4
  }
]'::jsonb);

update public.page_content set
  title = 'Contact Us',
  description = 'Contact the Donation Network team about donating, requesting a donation, partnerships or support.',
  sections = '[
  {
    "id": "intro",
    "title": "Get in touch",
    "content": "<p>Have a question or need help? Fill out the form below and our team will get back to you shortly.</p><p>For urgent medical needs, please contact your nearest hospital or emergency services directly.</p>",
    "order": 0
  }
]'::jsonb
where page_id = 'contact' and updated_by is null
  and (title, description, sections) is distinct from ('Contact Us', 'Contact the Donation Network team about donating, requesting a donation, partnerships or support.', '[
  {
    "id": "intro",
    "title": "Get in touch",
    "content": "<p>Have a question or need help? Fill out the form below and our team will get back to you shortly.</p><p>For urgent medical needs, please contact your nearest hospital or emergency services directly.</p>",
    "order": 0
  }
]'::jsonb);
