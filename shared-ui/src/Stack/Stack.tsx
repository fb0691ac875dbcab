import type { ComponentPropsWithRef, CSSProperties } from 'react';
import styled from 'styled-components';

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const StyledStack = styled.div<{
  $direction: 'row' | 'column';
  $gap: string;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ $gap }) => $gap};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Space between children; a number is pixels (`gap={16}`), a string is used as-is. Default 16. */
  gap?: number | string;
  /** Default 'column'. */
  direction?: 'row' | 'column';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Allow wrapping (useful for rows). Default false. */
  wrap?: boolean;
}

/** Flexbox stack with a uniform gap. */
export function Stack({ gap = 16, direction = 'column', align, justify, wrap = false, ...rest }: StackProps) {
  return <StyledStack $gap={toCss(gap)} $direction={direction} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}
