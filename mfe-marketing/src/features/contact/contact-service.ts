// The optional `service` query parameter of /contact: links from other pages name a service,
// which preselects the subject (see SUBJECT_RULES).

import { CONTACT_SERVICE_MAX, contactServiceName, contactServiceSlug } from '@donation-network/shared-rules';

/**
 * Subject prefixes in the order they are checked. A rule applies when its keyword is
 * contained in the service value, case-insensitively, with spaces and underscores
 * read as hyphens ('Legal Support', 'legal_support' and 'legal-support-au' all match
 * 'legal-support'). The first match wins; anything else is an information request.
 */
const SUBJECT_RULES: ReadonlyArray<{ keyword: string; prefix: string }> = [
  { keyword: 'legal-support', prefix: 'Legal Support Request' },
  { keyword: 'partnership', prefix: 'Partnership Inquiry' },
  { keyword: 'donation', prefix: 'Donation Information Request' },
  { keyword: 'technical', prefix: 'Technical Support Request' },
];

const DEFAULT_PREFIX = 'Information Request';

/** The trimmed service from the query string, or null when absent or blank. */
export function readService(searchParams: URLSearchParams): string | null {
  const service = searchParams.get('service')?.trim();
  return service ? service : null;
}

/**
 * The subject the form starts with for `service` (empty without one): a known slug by its readable
 * name ('legal-support' → 'Legal Support Request: Legal Support'), any other value as given.
 */
export function subjectForService(service: string | null): string {
  if (!service) return '';
  const key = contactServiceSlug(service);
  const rule = SUBJECT_RULES.find(({ keyword }) => key.includes(keyword));
  return `${rule?.prefix ?? DEFAULT_PREFIX}: ${contactServiceName(service)}`;
}

/** Badge text: the service name followed by 'Inquiry' (a known slug by its readable name). */
export function serviceBadgeText(service: string): string {
  return `${contactServiceName(service)} Inquiry`;
}

const URGENT_NOTE = 'For urgent medical needs, please contact your nearest hospital or emergency services directly.';

/** The code's intro paragraphs (the fallback of the managed intro), thanking a visitor who came about a service. */
export function fallbackIntro(service: string | null): string[] {
  return [
    service
      ? `Thank you for your interest in ${contactServiceName(service)}. Fill out the form below and our team will get back to you with more information.`
      : 'Have a question or need help? Fill out the form below and our team will get back to you shortly.',
    URGENT_NOTE,
  ];
}

/**
 * The service stored with the message: the database allows at most
 * CONTACT_SERVICE_MAX characters, so a longer query value is cut rather than
 * making every submission fail.
 */
export function serviceForMessage(service: string | null): string | null {
  return service ? service.slice(0, CONTACT_SERVICE_MAX) : null;
}
