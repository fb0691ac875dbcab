import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  Container,
  DataState,
  PageHeading,
  Skeleton,
  Stack,
  StrokeIcon,
  useAsyncData,
  usePageMeta,
  useScrollToTop,
} from 'shared-ui';
import { useCurrentUser } from 'shared-auth';
import { getContactIntro } from '../../api/get-contact-intro';
import { fallbackIntro, readService, serviceBadgeText } from '../../contact-service';
import { ContactForm } from '../ContactForm/ContactForm';
import { EditContentDialog } from '../EditContentDialog/EditContentDialog';

export const CONTACT_HEADING = 'Contact Us';
const CONTACT_DESCRIPTION = 'Contact the Donation Network team about donating, requesting a donation, partnerships or support.';

const Page = styled.section`
  padding: 32px 0 64px;

  ${({ theme }) => theme.media.mobile} {
    padding: 16px 0 40px;
  }
`;

const Column = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

const BackRow = styled.div`
  margin-bottom: 16px;
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 32px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  p {
    margin: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

function BackIcon() {
  return (
    <StrokeIcon width="16" height="16">
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </StrokeIcon>
  );
}

/** /contact: managed intro (with fallbacks), optional service badge and the contact form. */
export function ContactPage() {
  usePageMeta(CONTACT_HEADING, CONTACT_DESCRIPTION);
  useScrollToTop();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const service = readService(searchParams);
  const { user } = useCurrentUser();
  // A failed (or timed-out) read of the managed intro shows the fallback text: the form must stay usable.
  const introState = useAsyncData(getContactIntro, []);
  useEffect(() => {
    if (introState.status === 'error') console.error('Failed to load page content', introState.error);
  }, [introState.status, introState.error]);

  // The router's first entry has the key 'default': nothing to go back to inside the app.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  const intro = introState.data ?? null;
  const fallbackParagraph = <p>{fallbackIntro(service)}</p>;
  const paragraphs = intro?.paragraphs ?? [fallbackIntro(service)];

  return (
    <Page>
      <Container>
        <Column>
          <BackRow>
            <Button variant="ghost" size="sm" onClick={goBack}>
              <BackIcon />
              Back
            </Button>
          </BackRow>
          <PageHeading title={intro?.title ?? CONTACT_HEADING} actions={user?.isAdmin ? <EditContentDialog /> : undefined}>
            {service && (
              <div>
                <Badge variant="secondary">{serviceBadgeText(service)}</Badge>
              </div>
            )}
          </PageHeading>
          <Intro data-testid="contact-intro" aria-busy={introState.status === 'loading' || undefined}>
            <DataState
              status={introState.status}
              loadingLabel="Loading page content"
              loadingPlaceholder={
                <Stack gap={8}>
                  <Skeleton width="90%" />
                  <Skeleton width="70%" />
                </Stack>
              }
              errorContent={fallbackParagraph}
            >
              {() => paragraphs.map((text, index) => <p key={index}>{text}</p>)}
            </DataState>
          </Intro>
          <Card>
            <CardContent>
              <ContactForm service={service} />
            </CardContent>
          </Card>
        </Column>
      </Container>
    </Page>
  );
}
