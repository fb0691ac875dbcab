import styled from 'styled-components';
import type { CompensationText } from '../../api/compensation';

const Estimate = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A table cell's compensation: as offered, with the estimate in the viewer's currency on a line of its own. */
export function CompensationCell({ offered, estimate }: CompensationText) {
  return (
    <>
      {offered}
      {estimate && <Estimate>{estimate}</Estimate>}
    </>
  );
}
