import styled from 'styled-components';

/** The Back / Continue row at the foot of a wizard step (stacked, primary first, on phones). */
export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;

    > button {
      width: 100%;
    }
  }
`;
