import styled from 'styled-components';
import { Container, LinkButton, TextLink, usePageMeta, useScrollToTop } from 'shared-ui';
import { Accordion } from '../../../../components/Accordion/Accordion';
import { Band, ContactBlock, SectionTitle } from '../../../../components/ContentBand/ContentBand';
import { PageHero } from '../../../../components/PageHero/PageHero';
import { FAQ_GROUPS, FAQS_CONTACT_TEXT, FAQS_DESCRIPTION, FAQS_HERO, FAQS_TITLE, type Faq } from '../../faqs-content';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 48px;
  max-width: 820px;
  margin: 0 auto;
`;

const GroupTitle = styled(SectionTitle)`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

function Answer({ faq }: { faq: Faq }) {
  return (
    <>
      {faq.answer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {faq.link && (
        <p>
          <TextLink to={faq.link.to}>{faq.link.label}</TextLink>
        </p>
      )}
    </>
  );
}

/** /faqs: questions in groups, each group an accessible accordion. */
export function FaqsPage() {
  usePageMeta(FAQS_TITLE, FAQS_DESCRIPTION);
  useScrollToTop();

  return (
    <article>
      <PageHero id="faqs-title" {...FAQS_HERO} />
      <Band>
        <Container>
          <Column>
            {FAQ_GROUPS.map((group) => (
              <section key={group.id} aria-labelledby={`faqs-${group.id}`}>
                <GroupTitle id={`faqs-${group.id}`}>{group.title}</GroupTitle>
                <Accordion items={group.faqs.map((faq) => ({ id: faq.id, title: faq.question, content: <Answer faq={faq} /> }))} />
              </section>
            ))}
          </Column>
        </Container>
      </Band>
      <Band $muted aria-labelledby="faqs-contact">
        <Container>
          <ContactBlock>
            <SectionTitle id="faqs-contact">Still Have Questions?</SectionTitle>
            <p>{FAQS_CONTACT_TEXT}</p>
            <LinkButton to="/contact">Contact Us</LinkButton>
          </ContactBlock>
        </Container>
      </Band>
    </article>
  );
}
