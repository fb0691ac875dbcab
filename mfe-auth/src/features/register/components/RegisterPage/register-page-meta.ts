/** The document title and description of the registration pages (/register and /register/:type). */
export const REGISTER_PAGE_TITLE = 'Register';
export const REGISTER_PAGE_DESCRIPTION =
  'Create a Donation Network account as a donor, recipient, healthcare partner, founder or investor.';

/** Navigation state asking /register for the chooser even when a draft exists (Back from /register/:type). */
export const CHOOSER_STATE = Object.freeze({ chooser: true });

export function asksForChooser(state: unknown): boolean {
  return !!state && typeof state === 'object' && (state as Record<string, unknown>).chooser === true;
}
