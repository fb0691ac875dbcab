import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const StyledList = styled.ul<{ $gap: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => $gap};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface StackListProps extends ComponentPropsWithRef<'ul'> {
  /** Number = px. Default 12. */
  gap?: number | string;
}

/** A list of items one under another with a gap between them, without bullets, margin or padding. */
export function StackList({ gap = 12, ...rest }: StackListProps) {
  return <StyledList $gap={toCss(gap)} {...rest} />;
}

/** An item of a list of cards: a bordered surface holding its parts one under another (title row, details, actions). */
export const ListCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;
