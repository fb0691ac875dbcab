import type { ReactNode } from 'react';
import { Button } from '@donation-network/shared-ui';
import styled from 'styled-components';

/** The Back / Continue row at the foot of a wizard step (stacked, primary first, on phones). */
const StepActions = styled.div`
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

interface StepNavigationProps {
  onBack: () => void;
  /** Back waits while the step is being saved. */
  backDisabled?: boolean;
  /** The step's way forward (Continue, or what the step's form does); none where the step moves on by itself. */
  children?: ReactNode;
}

/** The foot of a wizard step: Back, then the way forward. */
export function StepNavigation({ onBack, backDisabled, children }: StepNavigationProps) {
  return (
    <StepActions>
      <Button variant="outline" onClick={onBack} disabled={backDisabled}>
        Back
      </Button>
      {children}
    </StepActions>
  );
}
