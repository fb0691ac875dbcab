import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const gridStyles = css<{ $min: string; $gap: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ $gap }) => $gap};
`;

const StyledGrid = styled.div<{ $min: string; $gap: string }>`
  ${gridStyles}
`;

const StyledList = styled.ul<{ $min: string; $gap: string }>`
  ${gridStyles}
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface GridProps extends ComponentPropsWithRef<'div'> {
  /** Minimum column width; columns wrap responsively below it. Number = px. Default 260. */
  minColumnWidth?: number | string;
  /** Number = px. Default 24. */
  gap?: number | string;
}

/** Responsive auto-fill grid: as many columns of at least `minColumnWidth` as fit. */
export function Grid({ minColumnWidth = 260, gap = 24, ...rest }: GridProps) {
  return <StyledGrid $min={toCss(minColumnWidth)} $gap={toCss(gap)} {...rest} />;
}

export interface GridListProps extends ComponentPropsWithRef<'ul'> {
  /** Minimum column width; columns wrap responsively below it. Number = px. Default 260. */
  minColumnWidth?: number | string;
  /** Number = px. Default 24. */
  gap?: number | string;
  /** Render an `<ol>` (the order carries meaning, e.g. steps) instead of a `<ul>`. */
  ordered?: boolean;
}

/** The responsive auto-fill grid as an unstyled list (no bullets, margin or padding): tiles that are list items. */
export function GridList({ minColumnWidth = 260, gap = 24, ordered = false, ...rest }: GridListProps) {
  return <StyledList as={ordered ? 'ol' : 'ul'} $min={toCss(minColumnWidth)} $gap={toCss(gap)} {...rest} />;
}
