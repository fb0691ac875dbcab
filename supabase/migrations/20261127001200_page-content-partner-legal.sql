-- Default managed content of the mfe-partner-legal pages: terms, privacy, cookies, data-protection,
-- corporate and healthcare, as a migration so every environment gets it. Generated from the pages’
-- fallback content by mfe-partner-legal/src/page-content-seed.test.ts; do not edit by hand. When the
-- fallback changes, a new migration is written (applied migrations never change) by:
-- UPDATE_PAGE_CONTENT_SEED=1 npx jest --selectProjects ui --runTestsByPath mfe-partner-legal/src/page-content-seed.test.ts

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
