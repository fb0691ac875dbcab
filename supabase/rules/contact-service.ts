// The `service` of /contact links (stored with the message as contact_messages.service): other
// pages link with a slug (/contact?service=legal-support) or with a readable name
// (?service=Healthcare%20Partner). People read the slugs under these names.

/** Readable names of the known service slugs. */
export const CONTACT_SERVICE_NAMES: Readonly<Record<string, string>> = {
  'legal-support': 'Legal Support',
  partnership: 'Partnership',
  donation: 'Donation',
  technical: 'Technical Support',
};

/** A service value as a slug: lower case, spaces and underscores read as hyphens. */
export function contactServiceSlug(service: string): string {
  return service
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** The readable name of a known slug ('legal-support', 'Legal_Support' → 'Legal Support'); any other value as given. */
export function contactServiceName(service: string): string {
  const slug = contactServiceSlug(service);
  // own keys only: a link such as ?service=constructor must not find Object.prototype's members
  return Object.hasOwn(CONTACT_SERVICE_NAMES, slug) ? CONTACT_SERVICE_NAMES[slug] : service;
}
