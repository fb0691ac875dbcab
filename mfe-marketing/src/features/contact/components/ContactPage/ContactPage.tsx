import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Card, CardContent, Container, PageHeading, SafeHtml, StrokeIcon } from '@donation-network/shared-ui';
import { findSection, useCurrentUser } from '@donation-network/portal-session';
import { CONTACT_INTRO_SECTION_ID, CONTACT_PAGE_CONTENT, contactIntroHtml } from '../../contact-page-content';
import { readService, serviceBadgeText } from '../../contact-service';
import { ContactForm } from '../ContactForm/ContactForm';
import { EditContentDialog } from '../EditContentDialog/EditContentDialog';
import { useMarketingPage } from '../../../../hooks/use-marketing-page';

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

/** /contact: managed heading and intro (with the code's text as fallback), optional service badge and the contact form. */
export function ContactPage() {
  // The form never waits on the content: the code's text shows until (and unless) the managed content arrives.
  const content = useMarketingPage(CONTACT_PAGE_CONTENT);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const service = readService(searchParams);
  const { user } = useCurrentUser();

  // The router's first entry has the key 'default': nothing to go back to inside the app.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  const introHtml = contactIntroHtml(findSection(content, CONTACT_INTRO_SECTION_ID)?.content, service);

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
          <PageHeading title={content.title} actions={user?.isAdmin ? <EditContentDialog /> : undefined}>
            {service && (
              <div>
                <Badge variant="secondary">{serviceBadgeText(service)}</Badge>
              </div>
            )}
          </PageHeading>
          <Intro data-testid="contact-intro">
            <SafeHtml html={introHtml} />
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
