import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';

test('renders a semantic table inside a focusable horizontal scroll region', () => {
  renderWithTheme(
    <Table aria-label="Hospitals" minWidth="640px">
      <TableCaption>Partner hospitals</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>City</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>St. Mary</TableCell>
          <TableCell>Boston</TableCell>
        </TableRow>
      </TableBody>
    </Table>,
  );
  const table = screen.getByRole('table', { name: 'Hospitals' });
  expect(table.style.minWidth).toBe('640px');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'City']);
  expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
  expect(screen.getByRole('cell', { name: 'Boston' })).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(2);
  expect(table.querySelector('caption')).toHaveTextContent('Partner hospitals');
  const region = screen.getByRole('region', { name: 'Hospitals' });
  expect(region).toContainElement(table);
  expect(region).toHaveAttribute('tabindex', '0');
});
