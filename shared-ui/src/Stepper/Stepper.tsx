import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { stepProgress } from './step-progress';
import { StrokeIcon } from '../StrokeIcon/StrokeIcon';

export interface StepperStep {
  label: string;
  description?: string;
}

export type StepStatus = 'done' | 'current' | 'upcoming';

export interface StepperProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  steps: StepperStep[];
  /** 1-based index of the active step. */
  current: number;
  /** Accessible name of the progress bar and step list. Default 'Progress'. */
  label?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Track = styled.div`
  position: relative;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.normal};
`;

const List = styled.ol`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-auto-flow: row;
    gap: 8px;
  }
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-width: 0;
`;

const Marker = styled.span<{ $status: StepStatus }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 2px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};

  ${({ $status, theme }) =>
    $status === 'done' &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
    `}
  ${({ $status, theme }) =>
    $status === 'current' &&
    css`
      border-color: ${theme.colors.primary};
      color: ${theme.colors.primary};
      box-shadow: 0 0 0 4px color-mix(in srgb, ${theme.colors.primary} 14.9%, transparent);
    `}

  svg {
    width: 14px;
    height: 14px;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding-top: 3px;
`;

const Label = styled.span<{ $status: StepStatus }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $status }) => ($status === 'current' ? theme.fontWeights.semibold : theme.fontWeights.medium)};
  color: ${({ theme, $status }) => ($status === 'upcoming' ? theme.colors.textMuted : theme.colors.text)};
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STATUS_TEXT: Record<StepStatus, string> = { done: 'completed', current: 'current step', upcoming: 'not started' };

/** Multi-step progress: a progress bar plus the list of steps (done / current / upcoming). */
export function Stepper({ steps, current, label = 'Progress', ...rest }: StepperProps) {
  const total = steps.length;
  const value = stepProgress(current, total);
  return (
    <Root {...rest}>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={total > 0 ? `Step ${Math.min(Math.max(current, 1), total)} of ${total}` : undefined}
      >
        <Fill style={{ width: `${value}%` }} />
      </Track>
      <List aria-label={label}>
        {steps.map((step, index) => {
          const number = index + 1;
          const status: StepStatus = number < current ? 'done' : number === current ? 'current' : 'upcoming';
          return (
            <Item key={`${number}-${step.label}`} aria-current={status === 'current' ? 'step' : undefined} data-status={status}>
              <Marker $status={status} aria-hidden="true">
                {status === 'done' ? (
                  <StrokeIcon strokeWidth={3} data-icon="check">
                    <path d="M20 6 9 17l-5-5" />
                  </StrokeIcon>
                ) : (
                  number
                )}
              </Marker>
              <Text>
                <Label $status={status}>{step.label}</Label>
                {step.description && <Description>{step.description}</Description>}
                <VisuallyHidden>{` (${STATUS_TEXT[status]})`}</VisuallyHidden>
              </Text>
            </Item>
          );
        })}
      </List>
    </Root>
  );
}
