import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { FilterSelect, FilterSwitch, FilterText, InlineSelect } from './FilterControls';

test('FilterSelect is labelled and reports the chosen value', () => {
  const onValueChange = jest.fn();
  renderWithTheme(
    <FilterSelect
      label="Blood Group"
      value=""
      options={[
        { value: '', label: 'All' },
        { value: 'O-', label: 'O-' },
      ]}
      onValueChange={onValueChange}
    />,
  );
  fireEvent.change(screen.getByLabelText('Blood Group'), { target: { value: 'O-' } });
  expect(onValueChange).toHaveBeenCalledWith('O-');
});

test('FilterText is labelled and reports typed text', () => {
  const onValueChange = jest.fn();
  renderWithTheme(<FilterText label="Location" value="" onValueChange={onValueChange} placeholder="Any location" />);
  fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Lagos' } });
  expect(onValueChange).toHaveBeenCalledWith('Lagos');
});

test('FilterSwitch is a labelled switch reporting its new state', () => {
  const onCheckedChange = jest.fn();
  renderWithTheme(<FilterSwitch label="Show only eligible donors" checked={false} onCheckedChange={onCheckedChange} />);
  const toggle = screen.getByRole('switch', { name: 'Show only eligible donors' });
  expect(toggle).not.toBeChecked();
  fireEvent.click(toggle);
  expect(onCheckedChange).toHaveBeenCalledWith(true);
});

test('InlineSelect is a compact select named by its aria-label', () => {
  renderWithTheme(
    <InlineSelect aria-label="Verification of Acme" defaultValue="verified">
      <option value="pending">Pending</option>
      <option value="verified">Verified</option>
    </InlineSelect>,
  );
  const select = screen.getByRole('combobox', { name: 'Verification of Acme' });
  expect(select).toHaveValue('verified');
  expect(select).toHaveStyle({ height: '36px', padding: '0 8px', width: 'auto' });
});
