import { asInput, storedText, typedLinkError } from '@donation-network/shared-rules';

// The social links of the founder and investor profile forms (social_urls): one input per network
// the form offers. A row may hold networks the form does not offer (written elsewhere); a save
// keeps them as they are.

export interface SocialNetwork<Key extends string = string> {
  key: Key;
  label: string;
}

/** The networks a profile form may offer, with the label of each one's input. */
const NETWORK_LABELS = {
  twitter: 'Twitter / X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  github: 'GitHub',
} as const;

/** The networks a form offers, in the order its inputs appear. */
export function socialNetworks<Key extends keyof typeof NETWORK_LABELS>(...keys: Key[]): SocialNetwork<Key>[] {
  return keys.map((key) => ({ key, label: NETWORK_LABELS[key] }));
}

/** Each offered network's link as typed. */
export type SocialInputs<Key extends string> = Record<Key, string>;

/** The stored links back in the form: one input per offered network. */
export function toSocialInputs<Key extends string>(
  networks: readonly SocialNetwork<Key>[],
  stored: Readonly<Record<string, unknown>> | null | undefined,
): SocialInputs<Key> {
  return Object.fromEntries(networks.map(({ key }) => [key, asInput(stored?.[key])])) as SocialInputs<Key>;
}

/**
 * The message of each offered link that is no http(s) link, under `social` as the inputs are
 * named; {} when every link can be saved. The message names the network, so the person sees which
 * input to correct (the database names only the whole map).
 */
export function socialLinkErrors<Key extends string>(
  networks: readonly SocialNetwork<Key>[],
  social: Partial<SocialInputs<Key>> | undefined,
): { social?: Partial<Record<Key, string>> } {
  const errors: Partial<Record<Key, string>> = {};
  for (const { key, label } of networks) {
    const message = typedLinkError(label, social?.[key]);
    if (message) errors[key] = message;
  }
  return Object.keys(errors).length > 0 ? { social: errors } : {};
}

/** The links to store: the offered ones trimmed (an emptied one removed), the other networks the row had kept. */
export function toSocialUrls<Key extends string>(
  networks: readonly SocialNetwork<Key>[],
  social: Partial<SocialInputs<Key>> | undefined,
  previous: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const urls: Record<string, string> = { ...previous };
  for (const { key } of networks) {
    const url = storedText(social?.[key]);
    if (url) urls[key] = url;
    else delete urls[key];
  }
  return urls;
}
