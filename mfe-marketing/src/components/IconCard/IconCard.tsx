import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@donation-network/shared-ui';
import { LineIcon } from '../LineIcon/LineIcon';

export interface IconCardProps {
  /** LineIcon paths (see ICON_PATHS). */
  icon: ReactNode;
  title: string;
  text: string;
  /** Optional footer, e.g. a call-to-action button. */
  footer?: ReactNode;
}

/** A card with a tinted line icon, a title (h3) and one sentence; optionally a footer. */
export function IconCard({ icon, title, text, footer }: IconCardProps) {
  return (
    <Card>
      <CardHeader>
        <LineIcon>{icon}</LineIcon>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{text}</CardDescription>
      </CardContent>
      {footer && <CardFooter>{footer}</CardFooter>}
    </Card>
  );
}
