import { useState } from 'react';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@donation-network/shared-ui';
import { PlanDialog } from '../../../../components/PlanDialog/PlanDialog';

export interface SubscriptionRequiredProps {
  onSubscribed: () => void;
}

/** The card shown without a subscription; Subscribe Now opens the plan dialog. */
export function SubscriptionRequired({ onSubscribed }: SubscriptionRequiredProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card as="section" aria-labelledby="subscription-required">
      <CardHeader>
        <CardTitle as="h3" id="subscription-required">
          Subscription Required
        </CardTitle>
        <CardDescription>
          Subscribe to a plan to access blood services, executive talent and opportunities, and the founders and investors directories.
        </CardDescription>
      </CardHeader>
      <CardContent />
      <CardFooter>
        <Button type="button" onClick={() => setOpen(true)}>
          Subscribe Now
        </Button>
      </CardFooter>
      <PlanDialog
        open={open}
        onClose={() => setOpen(false)}
        onSubscribed={() => {
          setOpen(false);
          onSubscribed();
        }}
      />
    </Card>
  );
}
