import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Stack } from '@donation-network/shared-ui';

/** A titled card of a member's own profile page: a part of the profile form, or the documents. */
export function ProfileSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <Stack gap={16}>{children}</Stack>
      </CardContent>
    </Card>
  );
}
