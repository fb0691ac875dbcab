import styled from 'styled-components';

const Group = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Choice = styled.button`
  min-height: 36px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

export interface PeriodPickerProps {
  /** Periods in days, in the order shown. */
  options: readonly number[];
  value: number;
  onChange: (days: number) => void;
  /** Names the group for assistive technology. */
  label?: string;
}

/** A row of toggle buttons choosing how many days a chart covers ('7 days', '30 days', ...). */
export function PeriodPicker({ options, value, onChange, label = 'Period' }: PeriodPickerProps) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((days) => (
        <Choice key={days} type="button" aria-pressed={days === value} onClick={() => onChange(days)}>
          {days} days
        </Choice>
      ))}
    </Group>
  );
}
