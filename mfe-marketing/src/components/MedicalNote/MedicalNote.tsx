import { Alert, Container } from '@donation-network/shared-ui';
import { Band } from '../ContentBand/ContentBand';

export const NO_MEDICAL_SERVICES_TEXT =
  'Donation Network does not provide medical services, and it stores no health information beyond what is needed to facilitate the connection. Eligibility checks, testing, donations and every clinical decision are made by licensed healthcare providers.';

/** The product's statement that it provides no medical services. */
export function MedicalNote() {
  return (
    <Alert variant="info" title="We do not provide medical services">
      {NO_MEDICAL_SERVICES_TEXT}
    </Alert>
  );
}

/** MedicalNote in its own shaded band, named "Important". */
export function MedicalNoteBand() {
  return (
    <Band $muted aria-label="Important">
      <Container>
        <MedicalNote />
      </Container>
    </Band>
  );
}
