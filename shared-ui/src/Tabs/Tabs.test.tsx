import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Example(props: { value?: string; onValueChange?: (v: string) => void }) {
  return (
    <Tabs defaultValue="donors" {...props}>
      <TabList aria-label="Directory">
        <Tab value="donors">Donors</Tab>
        <Tab value="hospitals">Hospitals</Tab>
        <Tab value="partners" disabled>
          Partners
        </Tab>
        <Tab value="founders">Founders</Tab>
      </TabList>
      <TabPanel value="donors">Donor list</TabPanel>
      <TabPanel value="hospitals">Hospital list</TabPanel>
      <TabPanel value="partners">Partner list</TabPanel>
      <TabPanel value="founders">Founder list</TabPanel>
    </Tabs>
  );
}

test('follows the WAI-ARIA tabs pattern', () => {
  renderWithTheme(<Example />);
  expect(screen.getByRole('tablist', { name: 'Directory' })).toBeInTheDocument();
  const donors = screen.getByRole('tab', { name: 'Donors' });
  const hospitals = screen.getByRole('tab', { name: 'Hospitals' });
  expect(donors).toHaveAttribute('aria-selected', 'true');
  expect(donors).toHaveAttribute('tabindex', '0');
  expect(hospitals).toHaveAttribute('aria-selected', 'false');
  expect(hospitals).toHaveAttribute('tabindex', '-1');

  const panel = screen.getByRole('tabpanel', { name: 'Donors' });
  expect(panel).toHaveTextContent('Donor list');
  expect(donors).toHaveAttribute('aria-controls', panel.id);
  expect(screen.queryByText('Hospital list')).not.toBeInTheDocument();
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1); // inactive panels are hidden
});

test('click selects a tab', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Example />);
  await user.click(screen.getByRole('tab', { name: 'Hospitals' }));
  expect(screen.getByRole('tab', { name: 'Hospitals' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Hospital list');
});

test('arrow keys, Home and End move focus and selection, skipping disabled tabs and wrapping', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Example />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Donors' })).toHaveFocus();

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Hospitals' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Hospital list');

  await user.keyboard('{ArrowRight}'); // skips disabled Partners
  expect(screen.getByRole('tab', { name: 'Founders' })).toHaveFocus();

  await user.keyboard('{ArrowRight}'); // wraps
  expect(screen.getByRole('tab', { name: 'Donors' })).toHaveFocus();

  await user.keyboard('{ArrowLeft}'); // wraps backwards
  expect(screen.getByRole('tab', { name: 'Founders' })).toHaveFocus();

  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Donors' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Founders' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Founders' })).toHaveAttribute('aria-selected', 'true');

  await user.tab(); // Tab leaves the tablist for the panel
  expect(screen.getByRole('tabpanel')).toHaveFocus();
});

test('controlled mode reports changes and renders the given value', async () => {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  function Controlled() {
    const [value, setValue] = useState('hospitals');
    return (
      <Example
        value={value}
        onValueChange={(next) => {
          onValueChange(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithTheme(<Controlled />);
  expect(screen.getByRole('tab', { name: 'Hospitals' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'Founders' }));
  expect(onValueChange).toHaveBeenCalledWith('founders');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Founder list');
});

test('a controlled value the parent does not update stays put', async () => {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  renderWithTheme(<Example value="donors" onValueChange={onValueChange} />);
  await user.click(screen.getByRole('tab', { name: 'Hospitals' }));
  expect(onValueChange).toHaveBeenCalledWith('hospitals');
  expect(screen.getByRole('tab', { name: 'Donors' })).toHaveAttribute('aria-selected', 'true');
});
