import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const SIZES = { sm: 16, md: 24, lg: 36 } as const;
export type SpinnerSize = keyof typeof SIZES;

/** The bare spinning ring (decorative); used by Spinner and Button. */
export const SpinnerRing = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.7s linear infinite;
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Accessible name announced to screen readers. */
  label?: string;
  size?: SpinnerSize | number;
}

/** Loading indicator with role="status". */
export function Spinner({ label = 'Loading', size = 'md', ...rest }: SpinnerProps) {
  const px = typeof size === 'number' ? size : SIZES[size];
  return (
    <Wrapper role="status" aria-label={label} aria-live="polite" {...rest}>
      <SpinnerRing $size={px} aria-hidden="true" />
    </Wrapper>
  );
}

const PageLoadingFrame = styled.div`
  display: flex;
  justify-content: center;
  padding: 96px 0;
`;

/** What a remote shows while a page's code loads: a large spinner centred in the page area. */
export function PageLoading() {
  return (
    <PageLoadingFrame>
      <Spinner label="Loading page" size="lg" />
    </PageLoadingFrame>
  );
}
