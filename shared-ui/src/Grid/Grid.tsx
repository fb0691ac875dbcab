import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

type GridStyleProps = { $min: string; $gap: string; $max?: number };

/**
 * A column is at least `$min` wide; with `$max`, also at least 1/$max of the row (less the gaps),
 * so no more than $max columns form and a fixed set of $max items fills the row.
 */
const columnMin = ({ $min, $gap, $max }: GridStyleProps) => ($max ? `max(${$min}, calc((100% - ${$max - 1} * ${$gap}) / ${$max}))` : $min);

const gridStyles = css<GridStyleProps>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${columnMin}), 1fr));
  gap: ${({ $gap }) => $gap};
`;

const StyledGrid = styled.div<GridStyleProps>`
  ${gridStyles}
`;

const StyledList = styled.ul<GridStyleProps>`
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
  /**
   * At most this many columns. For a fixed set of items (three mission cards), pass their count:
   * they then share the whole row instead of leaving empty columns beside them on wide screens.
   */
  maxColumns?: number;
}

/** Responsive auto-fill grid: as many columns of at least `minColumnWidth` as fit (at most `maxColumns`). */
export function Grid({ minColumnWidth = 260, gap = 24, maxColumns, ...rest }: GridProps) {
  return <StyledGrid $min={toCss(minColumnWidth)} $gap={toCss(gap)} $max={maxColumns} {...rest} />;
}

export interface GridListProps extends ComponentPropsWithRef<'ul'> {
  /** Minimum column width; columns wrap responsively below it. Number = px. Default 260. */
  minColumnWidth?: number | string;
  /** Number = px. Default 24. */
  gap?: number | string;
  /** At most this many columns (see Grid). */
  maxColumns?: number;
  /** Render an `<ol>` (the order carries meaning, e.g. steps) instead of a `<ul>`. */
  ordered?: boolean;
}

/** The responsive auto-fill grid as an unstyled list (no bullets, margin or padding): tiles that are list items. */
export function GridList({ minColumnWidth = 260, gap = 24, maxColumns, ordered = false, ...rest }: GridListProps) {
  return <StyledList as={ordered ? 'ol' : 'ul'} $min={toCss(minColumnWidth)} $gap={toCss(gap)} $max={maxColumns} {...rest} />;
}
