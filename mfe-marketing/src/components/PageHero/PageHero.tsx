import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Badge, Container, SafeHtml } from '@donation-network/shared-ui';

const Root = styled.section`
  padding: 80px 0 64px;
  background: linear-gradient(
    180deg,
    color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10.2%, transparent) 0%,
    ${({ theme }) => theme.colors.background} 100%
  );
  text-align: center;

  ${({ theme }) => theme.media.mobile} {
    padding: 48px 0 40px;
  }
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  max-width: 760px;
  margin: 0 auto;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 2.75rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.02em;

  ${({ theme }) => theme.media.mobile} {
    font-size: 2rem;
  }
`;

const leadStyle = css`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Lead = styled.p`
  ${leadStyle}
`;

const LeadHtml = styled(SafeHtml)`
  ${leadStyle}
`;

export interface PageHeroProps {
  /** Id of the `<h1>`, which also names the section. */
  id: string;
  eyebrow: string;
  title: string;
  /** The lead paragraph (text), or `leadHtml` for a managed lead. */
  lead?: string;
  /** A managed lead (HTML, sanitised). */
  leadHtml?: string;
  children?: ReactNode;
}

/** The opening band of a content page: eyebrow badge, the page's `<h1>` and a lead paragraph. */
export function PageHero({ id, eyebrow, title, lead, leadHtml, children }: PageHeroProps) {
  return (
    <Root aria-labelledby={id}>
      <Container>
        <Inner>
          <Badge variant="outline">{eyebrow}</Badge>
          <Title id={id}>{title}</Title>
          {leadHtml === undefined ? <Lead>{lead}</Lead> : <LeadHtml html={leadHtml} />}
          {children}
        </Inner>
      </Container>
    </Root>
  );
}
