-- The marketing pages' default content: the fallback each page keeps in code (mfe-marketing/src/features/*/*-page-content.ts).
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
