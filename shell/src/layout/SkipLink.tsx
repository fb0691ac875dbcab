import type { MouseEvent } from 'react';
import styled from 'styled-components';

const Link = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: 100;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transform: translateY(calc(-100% - 16px));

  &:focus {
    transform: none;
  }
`;

/**
 * "Skip to main content": the first thing a keyboard user reaches, hidden until focused.
 * Moves the focus into <main id={targetId}> without adding a #fragment to the route's URL.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    // focusable only while it holds the focus, so a click inside it never focuses the container
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    target.focus();
  };
  return (
    <Link href={`#${targetId}`} onClick={skip} data-island="skip-link">
      Skip to main content
    </Link>
  );
}
