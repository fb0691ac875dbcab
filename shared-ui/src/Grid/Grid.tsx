import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const StyledGrid = styled.div<{ $min: string; $gap: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ $gap }) => $gap};
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
