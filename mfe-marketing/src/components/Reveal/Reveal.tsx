import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { useReveal } from '../../lib/use-reveal';

const Root = styled.section<{ $revealed: boolean }>`
  scroll-margin-top: 80px;

  @media (prefers-reduced-motion: no-preference) {
    opacity: ${({ $revealed }) => ($revealed ? 1 : 0)};
    transform: translateY(${({ $revealed }) => ($revealed ? '0' : '24px')});
    transition:
      opacity 600ms ease,
      transform 600ms ease;
  }
`;

export interface RevealProps extends ComponentPropsWithoutRef<'section'> {
  /** Delay of the fade, in milliseconds. */
  delayMs?: number;
}

/**
 * A `<section>` that fades in once, when its top enters 75% of the viewport (useReveal). Visible
 * in the server's HTML and wherever it is on screen when the page starts; never hidden without
 * IntersectionObserver or for visitors who prefer reduced motion.
 */
export function Reveal({ delayMs = 0, style, children, ...rest }: RevealProps) {
  const [ref, revealed] = useReveal<HTMLElement>();
  return (
    <Root ref={ref} $revealed={revealed} data-revealed={revealed} style={{ ...style, transitionDelay: `${delayMs}ms` }} {...rest}>
      {children}
    </Root>
  );
}
