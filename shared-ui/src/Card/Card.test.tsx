import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithTheme } from '../testing/render-with-theme';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

test('composes header, title, description, content and footer', () => {
  renderWithTheme(
    <Card data-testid="card" aria-labelledby="t">
      <CardHeader>
        <CardTitle id="t">Blood types</CardTitle>
        <CardDescription>Who can give to whom</CardDescription>
      </CardHeader>
      <CardContent>O- is the universal donor.</CardContent>
      <CardFooter>
        <button type="button">Learn more</button>
      </CardFooter>
    </Card>,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Blood types' })).toBeInTheDocument();
  expect(screen.getByText('Who can give to whom').tagName).toBe('P');
  expect(screen.getByTestId('card')).toHaveTextContent('O- is the universal donor.');
  expect(screen.getByRole('button', { name: 'Learn more' })).toBeInTheDocument();
});

test('can be extended with styled() and change heading level with as', () => {
  const Panel = styled(Card)`
    max-width: 560px;
  `;
  renderWithTheme(
    <Panel role="alert">
      <CardTitle as="h2">Unavailable</CardTitle>
    </Panel>,
  );
  expect(screen.getByRole('alert')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Unavailable' }));
});
