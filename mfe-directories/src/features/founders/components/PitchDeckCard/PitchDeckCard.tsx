import { useCurrentUser } from '@donation-network/portal-session';
import { DIRECTORY_FILE_MESSAGES, PITCH_DECK_BUCKET } from '@donation-network/shared-rules';
import { Button, LinkButton } from '@donation-network/shared-ui';
import { Muted, Section } from '../../../../components/Profile/Profile';
import { openStoredFile } from '../../../../lib/open-stored-file';

export interface PitchDeckCardProps {
  /** A deck hosted elsewhere (a public link). */
  url: string | null;
  /** The uploaded deck in the private pitch-decks bucket: signed-in users only. */
  path: string | null;
}

/**
 * Sidebar Pitch Deck card. Signed-in users open the uploaded deck (the private bucket lets
 * them read it); everyone follows a deck link hosted elsewhere; otherwise the spec's text.
 */
export function PitchDeckCard({ url, path }: PitchDeckCardProps) {
  const { user } = useCurrentUser();
  const uploaded = user && path ? path : null;
  return (
    <Section title="Pitch Deck">
      {uploaded ? (
        <Button variant="outline" fullWidth onClick={() => void openStoredFile(PITCH_DECK_BUCKET, uploaded)}>
          View Pitch Deck
        </Button>
      ) : url ? (
        <LinkButton to={url} external variant="outline" fullWidth>
          View Pitch Deck
        </LinkButton>
      ) : (
        <Muted>{DIRECTORY_FILE_MESSAGES.noPitchDeck}</Muted>
      )}
    </Section>
  );
}
