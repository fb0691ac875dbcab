-- The public pages' default content: the fallback each page keeps in code (mfe-marketing/src/features/*/*-page-content.ts).
-- A migration, so every environment gets it. Generated; do not edit. When the fallback changes,
-- a new migration with the new content is written (applied migrations never change) by:
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
where page_id = 'faqs' and updated_by is null;

update public.page_content set
  title = 'Additional Services',
  description = 'Beyond blood and organ donation, we connect members with accredited providers of related services. The providers deliver these services under their own licences and terms; we make the introduction.',
  sections = '[
  {
    "id": "hero",
    "title": "More ways our network can help",
    "content": "<p>Beyond blood and organ donation, we connect members with accredited providers of related services. The providers deliver these services under their own licences and terms; we make the introduction.</p>",
    "order": 0
  },
  {
    "id": "dna-storage",
    "title": "DNA Storage",
    "content": "<p>Specialist laboratories can store DNA samples or genetic data for the long term, for example as a family record or for genetic testing a doctor may order in future.</p><h3>How we help</h3><p>We introduce you to accredited storage providers. You agree the service directly with the provider; we never receive or store your samples or genetic results.</p><h3>Before you choose a provider</h3><ul><li>What you consent to, and how you can withdraw consent and have samples destroyed</li><li>Who can access your genetic data, and whether it is ever shared for research</li><li>How long samples are kept, what it costs each year and what happens if the provider closes</li></ul>",
    "order": 1
  },
  {
    "id": "fertility-services",
    "title": "Fertility Services",
    "content": "<p>Fertility clinics offer assessment and treatment and, where the law allows, egg, sperm and embryo donation and storage.</p><h3>How we help</h3><p>We connect individuals and couples with certified fertility clinics in our network. Treatment decisions are made by you and your clinic.</p><h3>Before you choose a provider</h3><ul><li>The clinic’s licence and the regulator it reports to</li><li>The rules on donation, donor anonymity and storage limits in your country, which differ widely</li><li>The full cost of treatment, including medicines and storage</li></ul>",
    "order": 2
  },
  {
    "id": "cryonics",
    "title": "Cryonics",
    "content": "<p>Cryonics is the preservation of a body or brain at very low temperature after legal death, in the hope that future technology might revive it. It is experimental: there is no scientific evidence that revival is possible, and it is not a medical treatment.</p><h3>How we help</h3><p>On request, we share information about organisations that offer cryonics arrangements. We do not recommend cryonics or take part in any arrangement.</p><h3>Before you choose a provider</h3><ul><li>Arrangements are usually long-term contracts, often funded through life insurance</li><li>Its legal status and the practical arrangements differ from country to country</li><li>Cryopreservation may not be compatible with organ or tissue donation: think through both and tell your family</li></ul>",
    "order": 3
  },
  {
    "id": "transplant-coordination",
    "title": "Transplant Coordination",
    "content": "<p>Transplant coordinators at hospitals manage the steps between donor and recipient: referrals, tests, scheduling and logistics.</p><h3>How we help</h3><p>We help partner hospitals and transplant teams share availability and information quickly and securely, so coordination takes less time.</p><h3>Before you choose a provider</h3><ul><li>Organs from deceased donors are allocated under national rules by transplant programmes, never by us</li><li>Living donation is assessed by the transplant centre, which explains what it involves</li><li>Your transplant team remains your point of contact for every clinical question</li></ul>",
    "order": 4
  },
  {
    "id": "global-health-network",
    "title": "Global Health Network",
    "content": "<p>A network of hospitals, blood banks, donation centres and specialist providers in many countries.</p><h3>How we help</h3><p>Verified partners share availability, find each other and coordinate across borders through one platform.</p><h3>Before you choose a provider</h3><ul><li>Every partner is verified before it is listed</li><li>Each partner works under the laws and licences of its own country</li><li>Cross-border arrangements follow the rules of both countries involved</li></ul>",
    "order": 5
  }
]'::jsonb
where page_id = 'additional-services' and updated_by is null;

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
where page_id = 'contact' and updated_by is null;

update public.page_content set
  title = 'How It Works',
  description = 'How Donation Network connects blood and organ donors with recipients and healthcare partners: registration, matching, privacy and eligibility.',
  sections = '[
  {
    "id": "hero",
    "title": "From willingness to give to a donation that helps",
    "content": "<p>Donation Network connects donors, recipients and healthcare partners. We handle the connection; licensed hospitals, blood banks and donation centres handle everything clinical.</p>",
    "order": 0
  },
  {
    "id": "donors",
    "title": "For Donors",
    "content": "<p>Registering as a donor is free.</p><ol><li><h3>Register</h3><p>Create an account with your e-mail address or a social sign-in and choose the donor account type.</p></li><li><h3>Complete your profile</h3><p>Add your name, blood group, phone number and country, and verify your identity. Your country decides the minimum interval between donations shown to you.</p></li><li><h3>Receive requests</h3><p>When a recipient asks for a donor with your blood group, you get a notification that names the hospital. Your own contact details are never shown to recipients.</p></li><li><h3>Donate at a certified facility</h3><p>The hospital or donation centre contacts you to arrange the appointment, checks that you can donate and carries out the donation.</p></li><li><h3>Keep your profile current</h3><p>Update the date of your last donation after you give, so you are only asked once the minimum interval for your country has passed.</p></li></ol>",
    "order": 1
  },
  {
    "id": "recipients",
    "title": "For Recipients",
    "content": "<p>Patients and families use the recipient area with the Essential Plan ($15 per month).</p><ol><li><h3>Register and choose a plan</h3><p>Create a recipient account and subscribe to the Essential Plan to open the recipient area.</p></li><li><h3>Search blood services</h3><p>Search blood banks, hospitals and individual donors by blood group, location and availability. Each donor listing shows whether the donor can give again yet, and only those who can may be requested.</p></li><li><h3>Request a donor through a hospital</h3><p>Choose the hospital where the donation should take place. The donor is notified with the hospital’s name, and the hospital arranges the donation with them.</p></li><li><h3>Let the hospital coordinate</h3><p>The hospital confirms the arrangement with the donor and keeps you informed. Every clinical step stays with your care team.</p></li></ol>",
    "order": 2
  },
  {
    "id": "partners",
    "title": "For Healthcare Partners",
    "content": "<p>Hospitals, blood banks and donation centres join as verified partners.</p><ol><li><h3>Apply</h3><p>Tell us about your organisation through the partnership enquiry form.</p></li><li><h3>Get verified</h3><p>We check your organisation’s registration and accreditation before your account is activated.</p></li><li><h3>Publish availability</h3><p>Publish blood and organ availability and reach registered donors near your facility.</p></li><li><h3>Coordinate donations</h3><p>Receive donation requests, arrange appointments with donors and coordinate with other partner facilities.</p></li></ol>",
    "order": 3
  },
  {
    "id": "matching",
    "title": "How Matching Works",
    "content": "<p>Matching starts from blood-group compatibility for red cells: the donor’s ABO antigens must all be present in the recipient’s group, and an Rh-negative recipient receives only Rh-negative blood. O− can give to every group and AB+ can receive from every group.</p><p>Location, the donor’s availability and the time since their last donation come next: a donor is offered only when the minimum interval for their country has passed.</p><p>A match is a suggestion, not a clinical decision. The hospital performs its own compatibility testing before any transfusion or transplant.</p>",
    "order": 4
  },
  {
    "id": "privacy",
    "title": "Your Privacy",
    "content": "<p>We store what is needed to make the connection: your account, your contact details, your blood group, your country and the date of your last donation. We do not keep medical records.</p><p>An individual donor’s name and phone number are never shown in search results. When a donor is requested, the donor receives the hospital’s name and the hospital makes contact, so the requester’s details are not passed on either.</p><p>Only subscribers and administrators can search the listings, and the rules that protect your data are enforced by the database itself, not only by the screens.</p><p>Read our <a href=\"/privacy\">Privacy Policy</a> and <a href=\"/data-protection\">Data Protection Policy</a>.</p>",
    "order": 5
  },
  {
    "id": "eligibility",
    "title": "When You Can Donate Again",
    "content": "<p>These are the minimum gaps between whole-blood donations that the network uses to show when a donor can give again. Where the rule depends on sex and none is recorded, the longer interval applies. The collecting centre always makes the final decision on the day, and its own rules come first.</p><p>See the <a href=\"/donation-process\">Donation Process</a> for what happens before, during and after a donation, or read the <a href=\"/faqs\">FAQs</a>.</p>",
    "order": 6
  }
]'::jsonb
where page_id = 'how-it-works' and updated_by is null;

update public.page_content set
  title = 'Donation Process',
  description = 'What happens before, during and after a blood donation arranged through Donation Network, how often you can give, and how organ donation works.',
  sections = '[
  {
    "id": "hero",
    "title": "What to expect when you donate",
    "content": "<p>A blood donation arranged through our network takes place at a licensed hospital, blood bank or donation centre. Here is what usually happens, so you know what to expect.</p>",
    "order": 0
  },
  {
    "id": "before",
    "title": "Before Your Donation",
    "content": "<p>Getting ready takes a little planning.</p><ul><li>Register as a donor and keep your profile up to date: blood group, country, phone number and the date of your last donation.</li><li>Check that the minimum interval since your last whole-blood donation has passed for your country.</li><li>When you are requested, the hospital contacts you to agree a time and tells you what to bring, usually photo identification.</li><li>Eat a regular meal and drink plenty of water beforehand, and get a good night’s sleep.</li><li>If you feel unwell, have recently travelled, had a tattoo or piercing, or started a new medication, tell the centre before you go: it will tell you whether to wait.</li></ul>",
    "order": 1
  },
  {
    "id": "during",
    "title": "During Your Visit",
    "content": "<p>The centre’s staff guide you through each step.</p><ul><li>You register at the centre and confirm your identity.</li><li>A confidential health questionnaire and a short check by the centre’s staff confirm that donating is safe for you today. Only the centre decides whether you donate.</li><li>For a whole-blood donation, the collection itself usually takes around ten minutes; allow about an hour for the whole visit.</li><li>Tell the staff at once if you feel dizzy or uncomfortable at any point.</li></ul>",
    "order": 2
  },
  {
    "id": "after",
    "title": "After Your Donation",
    "content": "<p>Take it easy for the rest of the day.</p><ul><li>Rest and have a drink and a snack at the centre before you leave.</li><li>Follow the aftercare advice the centre gives you, such as drinking extra fluids and avoiding heavy lifting or strenuous exercise for the rest of the day.</li><li>If you feel unwell after you leave, contact the donation centre or a doctor.</li><li>Update the date of your last donation in your profile, so you are not asked again before your interval has passed.</li></ul>",
    "order": 3
  },
  {
    "id": "intervals",
    "title": "How Often You Can Give",
    "content": "<p>These are the minimum gaps between whole-blood donations that the network uses to show when a donor can give again. Where the rule depends on sex and none is recorded, the longer interval applies. The collecting centre always makes the final decision on the day, and its own rules come first.</p>",
    "order": 4
  },
  {
    "id": "organs",
    "title": "Organ Donation",
    "content": "<p>Organ and tissue donation is organised by hospitals and national transplant programmes, which keep the official donor registers and decide how organs are allocated.</p><p>Our network helps partner hospitals and transplant teams share availability and coordinate. We do not allocate organs and we do not keep medical records.</p><p>If you want to be an organ donor, record your decision with your country’s official register and talk to your family about it. If you are thinking about living donation, your transplant centre will explain the assessment and what it involves.</p><p>Questions? Read the <a href=\"/faqs\">FAQs</a> or see <a href=\"/how-it-works\">How It Works</a>.</p>",
    "order": 5
  }
]'::jsonb
where page_id = 'donation-process' and updated_by is null;

update public.page_content set
  title = 'About Us',
  description = 'Our mission, our story since 2021, what we do, our values and our impact: the global network that connects blood and organ donors with the people who need them.',
  sections = '[
  {
    "id": "hero",
    "title": "Connecting donors and recipients, one life at a time",
    "content": "<p>We are a global donation network that brings together blood and organ donors, recipients and their families, and the healthcare providers who care for them.</p>",
    "order": 0
  },
  {
    "id": "mission",
    "title": "Our Mission",
    "content": "<p>Our mission is to close the gap between people who need blood or organ donations and people willing to give.</p><p>Every day, patients wait for a compatible donor while willing donors do not know where they are needed. We make that connection faster, safer and more transparent, so that generosity reaches the people who need it most.</p>",
    "order": 1
  },
  {
    "id": "story",
    "title": "Our Story",
    "content": "<p>We were founded in 2021 by a group of healthcare professionals and technology experts who had seen, first-hand, how much time was lost between a patient’s need and a donor’s willingness to help.</p><p>What began as a small pilot with a handful of partner hospitals has grown into an international network of donors, recipients, hospitals, blood banks and donation centres, all working towards the same goal.</p>",
    "order": 2
  },
  {
    "id": "what-we-do",
    "title": "What We Do",
    "content": "<p>Our platform brings the people and organisations involved in donation together in one trusted network.</p>",
    "order": 3
  },
  {
    "id": "values",
    "title": "Our Values",
    "content": "<p>The principles that guide every connection we make.</p>",
    "order": 4
  },
  {
    "id": "impact",
    "title": "Our Impact",
    "content": "<p>Since 2021 we have facilitated over 10,000 donations, partnered with more than 500 healthcare facilities and grown our network to 35 countries.</p>",
    "order": 5
  },
  {
    "id": "contact",
    "title": "Contact Us",
    "content": "<p>Have a question about our network, a partnership idea or feedback for our team? We would love to hear from you.</p>",
    "order": 6
  }
]'::jsonb
where page_id = 'about' and updated_by is null;

update public.page_content set
  title = 'Partnerships',
  description = 'Partner with Donation Network as a hospital, blood bank or donation centre, as an employer, or as a provider of additional services.',
  sections = '[
  {
    "id": "hero",
    "title": "Partner with us to save more lives",
    "content": "<p>Hospitals, blood banks, employers and specialist providers make the network work. Choose the programme that fits your organisation.</p>",
    "order": 0
  },
  {
    "id": "healthcare",
    "title": "Healthcare Partners",
    "content": "<p>For hospitals, blood banks and donation centres that want to reach willing donors and coordinate with each other.</p><p>Healthcare partners publish blood and organ availability, receive donation requests from recipients and arrange donations with registered donors. Partners are verified before their account is activated, and they keep full responsibility for every clinical step.</p>",
    "order": 1
  },
  {
    "id": "corporate",
    "title": "Corporate Partners",
    "content": "<p>For employers that want to support donation in their communities and give their people an easy way to help.</p><p>Corporate partners give their people an easy way to donate and to support colleagues and families who need a donor. We help you plan donation drives with partner centres and report on the results.</p>",
    "order": 2
  },
  {
    "id": "services",
    "title": "Additional Services",
    "content": "<p>For accredited providers of DNA storage, fertility services, cryonics and transplant coordination that want to be found by the people our network serves.</p><p>Accredited providers of additional services can be listed in our global health network, so that members who ask for a service can find a verified provider. Providers deliver their services under their own licences and terms.</p>",
    "order": 3
  },
  {
    "id": "steps",
    "title": "How Partnership Works",
    "content": "<p>Every partner follows the same four steps before going live.</p>",
    "order": 4
  }
]'::jsonb
where page_id = 'partnerships' and updated_by is null;

update public.page_content set
  title = 'Our Plans',
  description = 'Plans for donors (free), recipients (Essential Plan, $15 per month), healthcare partners and corporate partners.',
  sections = '[
  {
    "id": "intro",
    "title": "Introduction",
    "content": "<p>Whether you give, receive or partner with us, there is a plan for you.</p>",
    "order": 0
  }
]'::jsonb
where page_id = 'pricing' and updated_by is null;

update public.page_content set
  title = 'Home',
  description = 'Donation Network connects blood and organ donors with recipients, hospitals and corporate partners in over 75 countries. Become a donor or request a donation.',
  sections = '[
  {
    "id": "hero",
    "title": "Connecting donors, saving lives",
    "content": "<p>Join a global network that brings blood and organ donors together with the patients, families and hospitals who need them.</p>",
    "order": 0
  },
  {
    "id": "mission",
    "title": "Our Mission",
    "content": "<p>We close the gap between people who need blood or organ donations and people willing to give.</p>",
    "order": 1
  },
  {
    "id": "community",
    "title": "Join the Community",
    "content": "<p>Become part of a network of people who give, and the people and hospitals who rely on them.</p>",
    "order": 2
  },
  {
    "id": "impact",
    "title": "Our Impact",
    "content": "<p>Every number is a person who gave, or a person who received.</p>",
    "order": 3
  },
  {
    "id": "partnerships",
    "title": "Partnership Programs",
    "content": "<p>Hospitals, employers and specialist providers make the network work. Find the programme that fits your organisation.</p>",
    "order": 4
  },
  {
    "id": "app",
    "title": "Take the Network With You",
    "content": "<p>Our mobile apps for iOS and Android keep your profile, your requests and your notifications with you wherever you are.</p>",
    "order": 5
  }
]'::jsonb
where page_id = 'home' and updated_by is null;

update public.page_content set
  title = 'Terms & Conditions',
  description = 'The terms for using the donation network: what our services are (and that we provide no medical services), your responsibilities, donor matching, payments, liability and how to raise a complaint.',
  sections = '[
  {
    "id": "intro",
    "title": "",
    "content": "<p>These Terms &amp; Conditions govern your use of our donation network website, mobile apps and related services (together, the “Services”). Please read them carefully.</p>",
    "order": 0
  },
  {
    "id": "acceptance",
    "title": "1. Acceptance of Terms",
    "content": "<p>By creating an account or using the Services you agree to be bound by these Terms and by our Privacy Policy. If you do not agree, please do not use the Services.</p><p>If you use the Services on behalf of a hospital, blood bank, company or other organisation, you confirm that you are authorised to accept these Terms on its behalf.</p>",
    "order": 1
  },
  {
    "id": "services",
    "title": "2. Description of Services",
    "content": "<p>We operate an online network that connects blood and organ donors with recipients, healthcare providers and corporate partners. We also help users find providers of related services such as DNA storage, fertility clinics and transplant coordination, and we host a directory of healthcare founders and investors.</p><p>Some features are still being developed and may change, be interrupted or be withdrawn without notice.</p>",
    "order": 2
  },
  {
    "id": "no-medical",
    "title": "3. No Medical Services",
    "content": "<p>We are a technology platform, not a healthcare provider. We do not provide medical services, medical advice, diagnosis or treatment, and we do not collect, test, store or transport blood, organs or other biological material.</p><p>All eligibility checks, compatibility testing, donations, transplants and other clinical procedures are carried out solely by licensed healthcare providers, under their own responsibility. In a medical emergency, contact your local emergency services immediately.</p>",
    "order": 3
  },
  {
    "id": "responsibilities",
    "title": "4. User Responsibilities",
    "content": "<p>When you use the Services you agree to:</p><ul><li>provide accurate, current and complete information, and keep it up to date;</li><li>keep your login details confidential and tell us promptly about any unauthorised use of your account;</li><li>use the Services only for lawful purposes and never offer or request payment for organs or blood;</li><li>respect the privacy and dignity of other users and of healthcare staff;</li><li>not interfere with, copy or reverse-engineer the Services.</li></ul>",
    "order": 4
  },
  {
    "id": "matching",
    "title": "5. Donor and Recipient Matching",
    "content": "<p>Matches suggested through the Services are an introduction only. Every donation is arranged and confirmed through a participating hospital or accredited donation centre, which decides independently whether a donor is eligible and whether a donation can go ahead.</p><p>We do not guarantee that a donor will be found, that a suggested match is medically compatible, or that a donation will take place within any particular time.</p>",
    "order": 5
  },
  {
    "id": "payments",
    "title": "6. Payments and Subscriptions",
    "content": "<p>Registering as a donor is free. Recipients and partners may choose paid plans, such as the Essential Plan, which are billed in advance for the period shown at checkout and renew only as described there.</p><p>All charges are made in US dollars; where you choose another currency, prices also show an estimate in it, and your bank or payment provider may convert the amount at its own rate. Payment processing fees charged by your bank or payment provider are your responsibility. Except where the law requires otherwise, fees already paid are non-refundable, but you may cancel a plan at any time to stop future charges.</p>",
    "order": 6
  },
  {
    "id": "liability",
    "title": "7. Limitation of Liability",
    "content": "<p>The Services are provided “as is” and “as available”. To the fullest extent permitted by law, we are not liable for any indirect, incidental or consequential loss, or for the acts, omissions or medical decisions of donors, recipients or healthcare providers.</p><p>Our total liability for any claim relating to the Services is limited to the amount you paid us in the twelve months before the claim. Nothing in these Terms limits liability that cannot be limited by law.</p>",
    "order": 7
  },
  {
    "id": "changes",
    "title": "8. Changes and Termination",
    "content": "<p>We may update these Terms from time to time. We will post the new version on this page with a new “Last updated” date and, for significant changes, notify you by e-mail or in the app. We may suspend or close accounts that breach these Terms.</p>",
    "order": 8
  },
  {
    "id": "complaints",
    "title": "9. Complaints and Contact",
    "content": "<p>If you have a complaint about the Services, please contact our legal support team. We review every complaint and respond within 15 business days.</p><p>Some requests, such as copies of records or certified documents, may be subject to a minor processing fee; we will always tell you the amount before proceeding.</p>",
    "order": 9
  }
]'::jsonb
where page_id = 'terms' and updated_by is null;

update public.page_content set
  title = 'Privacy Policy',
  description = 'What personal information the donation network collects, how we use it and share it with healthcare partners, how long we keep it, and the rights you have over it.',
  sections = '[
  {
    "id": "intro",
    "title": "",
    "content": "<p>This Privacy Policy explains what personal information we collect, how we use and share it, and the choices and rights you have. We store no health information beyond what is needed to facilitate the connection between donors, recipients and healthcare providers.</p>",
    "order": 0
  },
  {
    "id": "collect",
    "title": "1. Data We Collect",
    "content": "<p>Depending on how you use the Services, we collect:</p><ul><li>account details: your name, e-mail address, phone number, country, account type and password (stored in hashed form);</li><li>profile details you choose to share to enable matching, such as blood type, donation preferences and location;</li><li>documents you upload to verify your identity or eligibility;</li><li>payment and subscription records (card details are handled by our payment providers, not stored by us);</li><li>technical data such as device, browser, IP address and cookies, as described in our Cookie Policy.</li></ul>",
    "order": 1
  },
  {
    "id": "use",
    "title": "2. How We Use Your Data",
    "content": "<p>We use your information to:</p><ul><li>create and manage your account and verify your identity;</li><li>suggest donor and recipient matches and notify you about relevant requests;</li><li>process payments and manage subscriptions;</li><li>provide support, respond to enquiries and send service messages;</li><li>keep the Services secure, prevent fraud and meet our legal obligations;</li><li>improve the Services using aggregated, de-identified statistics.</li></ul>",
    "order": 2
  },
  {
    "id": "sharing",
    "title": "3. Sharing with Healthcare Partners",
    "content": "<p>When you request or offer a donation, we share only the information needed to arrange it with the participating hospital, blood bank or donation centre you are matched with. These partners are bound by confidentiality obligations and by the healthcare laws that apply to them.</p><p>We also use trusted service providers (for example hosting, e-mail and payment processing) that act on our instructions. We never sell your personal information.</p>",
    "order": 3
  },
  {
    "id": "retention",
    "title": "4. Data Retention",
    "content": "<p>We keep your information for as long as your account is active and for a limited period afterwards where needed to resolve disputes, enforce our agreements or meet legal, tax and accounting obligations. When it is no longer needed we delete or anonymise it.</p>",
    "order": 4
  },
  {
    "id": "rights",
    "title": "5. Your Rights",
    "content": "<p>Subject to the law where you live, you may:</p><ul><li>access the personal information we hold about you and receive a copy;</li><li>correct information that is inaccurate or incomplete;</li><li>ask us to delete your information or restrict how we use it;</li><li>object to certain processing and withdraw consent at any time;</li><li>receive your information in a portable format.</li></ul>",
    "order": 5
  },
  {
    "id": "requests",
    "title": "6. Requests and Complaints",
    "content": "<p>To exercise your rights or raise a privacy concern, contact our legal support team. We review every request and complaint within 15 business days. Most requests are free; a minor processing fee may apply to requests that are repetitive or unusually extensive, and we will tell you before charging it.</p><p>You also have the right to complain to your local data protection authority.</p>",
    "order": 6
  }
]'::jsonb
where page_id = 'privacy' and updated_by is null;

update public.page_content set
  title = 'Cookie Policy',
  description = 'Which cookies the donation network website sets, what each one is for, how long it lasts, and how you can block or delete them.',
  sections = '[
  {
    "id": "intro",
    "title": "",
    "content": "<p>This Cookie Policy explains what cookies are, which cookies our donation network website uses, why we use them and how you can control them.</p>",
    "order": 0
  },
  {
    "id": "what",
    "title": "1. What Are Cookies",
    "content": "<p>Cookies are small text files that a website stores in your browser. They let the site remember you between pages and visits, keep you signed in and understand how the site is used.</p><p>Some cookies are set by us (first-party cookies); others are set by services we use, such as our analytics provider (third-party cookies).</p>",
    "order": 1
  },
  {
    "id": "list",
    "title": "2. Cookies We Use",
    "content": "<p>We use the following cookies:</p><table><caption>Cookies set by the Services and how long they last</caption><thead><tr><th scope=\"col\">Cookie</th><th scope=\"col\">Type</th><th scope=\"col\">Purpose</th><th scope=\"col\">Duration</th></tr></thead><tbody><tr><th scope=\"row\">session_id</th><td>Essential</td><td>Keeps your visit together as you move between pages.</td><td>Session (deleted when you close your browser)</td></tr><tr><th scope=\"row\">auth_token</th><td>Essential</td><td>Keeps you signed in to your account.</td><td>30 days</td></tr><tr><th scope=\"row\">_ga</th><td>Analytics</td><td>Google Analytics: tells visits apart so we can count visitors and see which pages are used.</td><td>2 years</td></tr><tr><th scope=\"row\">_gid</th><td>Analytics</td><td>Google Analytics: groups the pages viewed in one day.</td><td>24 hours</td></tr><tr><th scope=\"row\">preferences</th><td>Functional</td><td>Remembers your choices, such as the colour theme.</td><td>1 year</td></tr></tbody></table><p>Essential cookies are needed for the site to work and cannot be switched off in our systems. Functional and analytics cookies are optional.</p>",
    "order": 2
  },
  {
    "id": "storage",
    "title": "3. Similar Technologies",
    "content": "<p>We also use your browser’s local storage, which works like a cookie, to keep your sign-in session and to remember your theme preference. It stays on your device until you sign out or clear your browser data.</p>",
    "order": 3
  },
  {
    "id": "manage",
    "title": "4. Managing Cookies",
    "content": "<p>You can block or delete cookies in your browser’s settings at any time, and you can opt out of Google Analytics with the browser add-on Google provides.</p><p>If you block essential cookies, parts of the site, such as signing in, will not work.</p>",
    "order": 4
  },
  {
    "id": "changes",
    "title": "5. Changes to This Policy",
    "content": "<p>We may update this Cookie Policy when we change the cookies we use. We will post the new version on this page with a new “Last updated” date.</p>",
    "order": 5
  },
  {
    "id": "contact",
    "title": "6. Questions and Complaints",
    "content": "<p>If you have a question or complaint about our use of cookies, contact our legal support team. We review every complaint within 15 business days.</p><p>Most requests are free; a minor processing fee may apply to requests that are repetitive or unusually extensive, and we will tell you the amount before proceeding.</p>",
    "order": 6
  }
]'::jsonb
where page_id = 'cookies' and updated_by is null;

update public.page_content set
  title = 'Data Protection Policy',
  description = 'How the donation network protects the personal information of donors, recipients and partners: our principles, legal bases, security safeguards, your rights, and how to make a request or complaint.',
  sections = '[
  {
    "id": "intro",
    "title": "",
    "content": "<p>This Data Protection Policy describes how we protect the personal information of donors, recipients, healthcare partners and other users. We provide no medical services and store no health information beyond what is needed to facilitate the connection between donors, recipients and healthcare providers.</p>",
    "order": 0
  },
  {
    "id": "principles",
    "title": "1. Our Principles",
    "content": "<p>We handle personal information according to these principles:</p><ul><li>lawfulness, fairness and transparency: we tell you what we collect and why;</li><li>purpose limitation: we use information only to run the network and for the purposes we have told you about;</li><li>data minimisation: we collect only what is needed to connect donors, recipients and partners;</li><li>accuracy: you can correct your information at any time;</li><li>storage limitation: we keep information only as long as it is needed;</li><li>integrity and confidentiality: we protect information against loss and unauthorised access.</li></ul>",
    "order": 1
  },
  {
    "id": "bases",
    "title": "2. Legal Bases for Processing",
    "content": "<p>We process personal information to perform our agreement with you (for example, to run your account and suggest matches), with your consent (for example, for optional cookies or to share donor details with a hospital you choose), to meet legal obligations, and where we have a legitimate interest in keeping the Services secure and improving them.</p>",
    "order": 2
  },
  {
    "id": "security",
    "title": "3. How We Keep Data Secure",
    "content": "<p>Our safeguards include:</p><ul><li>encryption of data in transit;</li><li>passwords stored only in hashed form;</li><li>access rules in our database, so each user and partner can read only the records they are entitled to;</li><li>access for our staff limited to what their role requires;</li><li>regular review of our systems and of the service providers we use.</li></ul>",
    "order": 3
  },
  {
    "id": "sharing",
    "title": "4. Sharing and International Transfers",
    "content": "<p>We share information only with the hospitals, blood banks and donation centres involved in a donation you take part in, and with service providers acting on our instructions. We never sell personal information.</p><p>Where information is transferred to another country, we use safeguards recognised by the applicable law, such as standard contractual clauses.</p>",
    "order": 4
  },
  {
    "id": "breaches",
    "title": "5. Data Breaches",
    "content": "<p>If a security incident affects your personal information, we will act promptly to contain it, notify the competent authorities where the law requires it and tell you if it is likely to put your rights at risk.</p>",
    "order": 5
  },
  {
    "id": "rights",
    "title": "6. Your Rights",
    "content": "<p>Subject to the law where you live, you may:</p><ul><li>access your personal information and receive a copy;</li><li>correct information that is inaccurate or incomplete;</li><li>ask us to delete your information or restrict how we use it;</li><li>object to processing and withdraw consent at any time;</li><li>receive your information in a portable format.</li></ul>",
    "order": 6
  },
  {
    "id": "requests",
    "title": "7. Requests and Complaints",
    "content": "<p>To exercise your rights or raise a complaint, contact our legal support team. We review every request and complaint within 15 business days.</p><p>Most requests are free; a minor processing fee may apply to requests that are repetitive or unusually extensive, and we will tell you the amount before proceeding.</p><p>You also have the right to complain to your local data protection authority.</p>",
    "order": 7
  }
]'::jsonb
where page_id = 'data-protection' and updated_by is null;

update public.page_content set
  title = 'Corporate Partnerships',
  description = 'Partner with the donation network as a company: workplace blood drives, employee donor programmes, campaign sponsorship, community events and other ways to support blood and organ donation.',
  sections = '[
  {
    "id": "intro",
    "title": "",
    "content": "<p>Work with us to encourage blood and organ donation among your employees, customers and community.</p>",
    "order": 0
  },
  {
    "id": "benefits",
    "title": "Why Partner With Us",
    "content": "",
    "order": 1
  },
  {
    "id": "opportunities",
    "title": "Partnership Opportunities",
    "content": "<p>Choose the ways of supporting donation that suit your company. Every programme is planned with you and can start small.</p>",
    "order": 2
  },
  {
    "id": "partners",
    "title": "Our Corporate Partners",
    "content": "<p>Partner logos will appear here as partnerships are announced.</p>",
    "order": 3
  },
  {
    "id": "closing",
    "title": "Ready to make a difference?",
    "content": "<p>Tell us about your company and we will suggest a programme that fits.</p>",
    "order": 4
  }
]'::jsonb
where page_id = 'corporate' and updated_by is null;

update public.page_content set
  title = 'Healthcare Partnerships',
  description = 'Hospitals, blood banks, transplant centres and clinics: reach willing blood and organ donors through the donation network. See the benefits, the six-step partnership process and who can partner.',
  sections = '[
  {
    "id": "intro",
    "title": "",
    "content": "<p>Connect your hospital, blood bank or clinic with people who have chosen to donate. Clinical decisions always stay with you: we provide the connection, not medical services.</p>",
    "order": 0
  },
  {
    "id": "benefits",
    "title": "Benefits for Healthcare Partners",
    "content": "",
    "order": 1
  },
  {
    "id": "process",
    "title": "Partnership Process",
    "content": "<p>Six steps take you from your first enquiry to going live on the network.</p>",
    "order": 2
  },
  {
    "id": "types",
    "title": "Who Can Partner",
    "content": "",
    "order": 3
  },
  {
    "id": "spotlight",
    "title": "Partner Spotlight",
    "content": "",
    "order": 4
  },
  {
    "id": "closing",
    "title": "Become a Healthcare Partner",
    "content": "<p>Start your application and our partnerships team will contact you about the next steps.</p>",
    "order": 5
  }
]'::jsonb
where page_id = 'healthcare' and updated_by is null;
