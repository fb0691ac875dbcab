import { downloadStoredFile } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';

const OPEN_FAILED = "Couldn't open the document";

/**
 * Opens an object of a private bucket in a new tab for a signed-in reader. The tab is opened at
 * the click (so pop-up blockers let it through), then shows the bytes as a same-origin blob:
 * lite 0.10's createSignedUrl answers without the `signedURL` supabase-js reads. The blob's type
 * is the one the bytes prove (PDF, PNG, JPEG); anything else is refused, never shown.
 */
export async function openStoredFile(bucket: string, objectPath: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) {
    notify({ title: OPEN_FAILED, description: 'Allow pop-ups for this site to open documents in a new tab.', variant: 'destructive' });
    return;
  }
  tab.opener = null;
  try {
    const url = URL.createObjectURL(await downloadStoredFile(bucket, objectPath));
    tab.location.href = url;
    // the tab has loaded the blob long before this; the URL is not needed afterwards
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab.close();
    notify({ title: OPEN_FAILED, description: friendlyErrorMessage(error), variant: 'destructive' });
  }
}
