import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 32px;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 2.25rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.02em;

  ${({ theme }) => theme.media.mobile} {
    font-size: 1.75rem;
  }
`;

const Subtitle = styled.p`
  margin: 0;
  max-width: 70ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export interface PageHeadingProps extends Omit<ComponentPropsWithRef<'header'>, 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Optional buttons shown beside the heading. */
  actions?: ReactNode;
}

/** The page's `<h1>` with an optional subtitle and actions. */
export function PageHeading({ title, subtitle, actions, children, ...rest }: PageHeadingProps) {
  return (
    <Root {...rest}>
      <Text>
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {children}
      </Text>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
