// Every public page the portal lets search engines list (the portal manifest's public, indexed routes
// without a parameter), with its main heading and a key text. scripts/repo-checks/e2e-public-pages.test.mjs fails when a
// route is added to the manifest without a line here.
export const PUBLIC_PAGES: { path: string; heading: string | RegExp; text: string | RegExp }[] = [
  { path: '/', heading: /./, text: 'Become a Donor' },
  { path: '/about', heading: /./, text: 'Our Mission' },
  { path: '/how-it-works', heading: /./, text: /donat/i },
  { path: '/faqs', heading: 'Frequently Asked Questions', text: /donat/i },
  { path: '/partnerships', heading: /./, text: /Healthcare/ },
  { path: '/donation-process', heading: /./, text: /donat/i },
  { path: '/additional-services', heading: /./, text: /Cryonics/i },
  { path: '/contact', heading: /Contact/i, text: /get back/i },
  { path: '/pricing', heading: /Plan/i, text: /\$15/ },
  { path: '/plans', heading: 'Our Plans', text: /Plan/ },
  { path: '/register', heading: /./, text: 'Choose your account type to get started' },
  { path: '/login', heading: /./, text: /Email/ },
  { path: '/legal', heading: /./, text: 'Terms & Conditions' },
  { path: '/terms', heading: /Terms/, text: /Acceptance of Terms/ },
  { path: '/privacy', heading: /Privacy/, text: /personal/i },
  { path: '/cookies', heading: 'Cookie Policy', text: 'April 1, 2025' },
  { path: '/data-protection', heading: 'Data Protection Policy', text: /15 business days/ },
  { path: '/partners/corporate', heading: /Corporate/, text: /Partnership Opportunities/i },
  { path: '/partners/healthcare', heading: /Healthcare/, text: 'Integration Assessment' },
  { path: '/founders', heading: 'Founders Directory', text: /./ },
  { path: '/investors', heading: /Investors/, text: /./ },
];
