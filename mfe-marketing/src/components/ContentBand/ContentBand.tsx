import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '@donation-network/shared-ui';

/** A full-width band of a content page (64px rhythm, 40px on phones); `$muted` shades it. */
export const Band = styled.section<{ $muted?: boolean }>`
  padding: 64px 0;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceMuted : 'transparent')};
  /* anchors land below the shell's fixed header */
  scroll-margin-top: 80px;

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: 40px 0;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** Two equal columns of text sections (one column on phones). */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 48px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 40px;
  }
`;

/** Buttons in a row (stacked on phones). */
export const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  gap: 12px;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-self: stretch;
  }
`;

/** A coloured call-to-action panel. */
export const CallToAction = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 48px 24px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-align: center;

  h2 {
    margin: 0;
  }

  p {
    margin: 0;
    max-width: 60ch;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: 32px 16px;
  }
`;

export interface CallToActionBandProps {
  /** Id of the `<h2>`, which also names the band. */
  id: string;
  title: string;
  /** The sentence under the title. */
  text: ReactNode;
  /** The buttons, centred in a row. */
  children: ReactNode;
}

/** The closing band of a content page: a coloured call-to-action panel with an h2, a sentence and buttons. */
export function CallToActionBand({ id, title, text, children }: CallToActionBandProps) {
  return (
    <Band aria-labelledby={id}>
      <Container>
        <CallToAction>
          <SectionTitle id={id}>{title}</SectionTitle>
          <p>{text}</p>
          <Actions $center>{children}</Actions>
        </CallToAction>
      </Container>
    </Band>
  );
}

/** A centred closing block: section title, a short paragraph and a link. */
export const ContactBlock = styled.div`
  text-align: center;

  p {
    margin: 0 auto 16px;
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The check-mark list's look, for a `ul` (also one in managed HTML). */
export const checkListStyle = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-left: 24px;
  }

  li::before {
    content: '';
    position: absolute;
    top: 0.35em;
    left: 4px;
    width: 6px;
    height: 11px;
    border: solid ${({ theme }) => theme.colors.primary};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;

/** A bulleted list with check marks. */
export const CheckList = styled.ul`
  ${checkListStyle}
`;
