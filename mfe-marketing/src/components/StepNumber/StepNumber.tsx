import styled, { css } from 'styled-components';

/** The numbered circle's look, for a number the CSS writes itself (a counter in a `::before`). */
export const stepNumberStyles = css`
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin-bottom: 12px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The numbered circle at the top of a step card; render it `aria-hidden` when the list or heading already conveys the order. */
export const StepNumber = styled.span`
  display: inline-flex;
  ${stepNumberStyles}
`;
