import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { PeriodPicker } from './PeriodPicker';

describe('PeriodPicker', () => {
  it('marks the chosen period as pressed and reports another choice', async () => {
    const onChange = jest.fn();
    renderWithTheme(<PeriodPicker options={[7, 30, 90]} value={30} onChange={onChange} label="Analytics period" />);
    const group = screen.getByRole('group', { name: 'Analytics period' });
    expect(within(group).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(group).getByRole('button', { name: '90 days' }));
    expect(onChange).toHaveBeenCalledWith(90);
  });
});
