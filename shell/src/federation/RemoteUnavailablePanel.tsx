import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardTitle, Container } from '@donation-network/shared-ui';

const Panel = styled(Card)`
  margin: 48px auto;
  max-width: 560px;
  text-align: center;
`;

export function RemoteUnavailablePanel({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <Container>
      <Panel role="alert" data-remote={remote} data-testid="remote-unavailable">
        <CardContent>
          <CardTitle>This section is temporarily unavailable</CardTitle>
          <CardDescription>
            We could not load this part of the site. The rest of the site still works; try again in a moment.
          </CardDescription>
          <Button onClick={onRetry}>Retry</Button>
        </CardContent>
      </Panel>
    </Container>
  );
}
