import styled from 'styled-components';
import type { PageSection } from '@donation-network/shared-rules';
import { Container, LinkButton, SafeHtml } from '@donation-network/shared-ui';
import { Accordion } from '../../../../components/Accordion/Accordion';
import { Band, ContactBlock, SectionTitle } from '../../../../components/ContentBand/ContentBand';
import { PageHero } from '../../../../components/PageHero/PageHero';
import { FAQS_CONTACT_TEXT, FAQS_EYEBROW } from '../../faqs-content';
import { FAQS_PAGE_CONTENT } from '../../faqs-page-content';
import { useMarketingPage } from '../../../../hooks/use-marketing-page';

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

interface FaqGroupView {
  heading?: PageSection;
  questions: PageSection[];
}

/** Sections with empty content head the questions after them (see FAQS_PAGE_CONTENT). */
function groupSections(sections: readonly PageSection[]): FaqGroupView[] {
  const groups: FaqGroupView[] = [];
  for (const section of sections) {
    if (!section.content.trim()) groups.push({ heading: section, questions: [] });
    else if (groups.length === 0) groups.push({ questions: [section] });
    else groups[groups.length - 1].questions.push(section);
  }
  return groups.filter((group) => group.questions.length > 0);
}

/** /faqs: the managed questions in groups, each group an accessible accordion. */
export function FaqsPage() {
  const content = useMarketingPage(FAQS_PAGE_CONTENT);

  return (
    <article>
      <PageHero id="faqs-title" eyebrow={FAQS_EYEBROW} title={content.title} lead={content.description} />
      <Band>
        <Container>
          <Column>
            {groupSections(content.sections).map(({ heading, questions }) => (
              <section key={heading?.id ?? questions[0].id} aria-labelledby={heading && `faqs-${heading.id}`}>
                {heading && <GroupTitle id={`faqs-${heading.id}`}>{heading.title}</GroupTitle>}
                <Accordion
                  items={questions.map((question) => ({
                    id: question.id,
                    title: question.title,
                    content: <SafeHtml html={question.content} />,
                  }))}
                />
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
