import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Badge, LinkButton, StrokeIcon, VisuallyHidden } from '@donation-network/shared-ui';
import { POPULAR_LABEL, type PlanCardContent, type PlanCardData } from '../../plans-content';

const Root = styled.article<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 20px;
  height: 100%;
  padding: 28px 24px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ $popular, theme }) =>
    $popular &&
    css`
      border: 2px solid ${theme.colors.primary};
      box-shadow: ${theme.shadows.lg};
      background: linear-gradient(180deg, color-mix(in srgb, ${theme.colors.primary} 7.06%, transparent) 0%, ${theme.colors.surface} 40%);

      @media (prefers-reduced-motion: no-preference) {
        @media (min-width: 1100px) {
          transform: translateY(-8px);
        }
      }
    `}

  ${({ theme }) => theme.media.mobile} {
    padding: 24px 16px 16px;
  }
`;

const PopularBadge = styled.div`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  white-space: nowrap;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Description = styled.p`
  margin: 6px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PriceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 6px;
  margin: 0;
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  letter-spacing: -0.02em;
`;

const Period = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Feature = styled.li<{ $included: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  color: ${({ theme, $included }) => ($included ? theme.colors.text : theme.colors.textMuted)};

  svg {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin-top: 1px;
    color: ${({ theme, $included }) => ($included ? theme.colors.success : theme.colors.textMuted)};
  }
`;

/* Feature texts are stored in lower case ('donor search'); show them capitalised without changing the text. */
const FeatureName = styled.span`
  &::first-letter {
    text-transform: uppercase;
  }
`;

function FeatureIcon({ included }: { included: boolean }) {
  return <StrokeIcon strokeWidth={2.5}>{included ? <path d="m5 12 5 5L20 7" /> : <path d="M18 6 6 18M6 6l12 12" />}</StrokeIcon>;
}

export type PlanCardProps =
  /** The call to action is the plan's button text and link. */
  | { plan: PlanCardData }
  /** Its own call to action (a subscribe flow). */
  | { plan: PlanCardContent; action: ReactNode };

/** One plan: title, price (+ period), features and the call to action; the popular plan is highlighted. */
export function PlanCard(props: PlanCardProps) {
  const { plan } = props;
  const titleId = useId();
  const popular = Boolean(plan.popular);
  return (
    <Root aria-labelledby={titleId} $popular={popular} data-popular={popular || undefined}>
      {popular && (
        <PopularBadge>
          <Badge>{POPULAR_LABEL}</Badge>
        </PopularBadge>
      )}
      <div>
        <Title id={titleId}>{plan.title}</Title>
        <Description>{plan.description}</Description>
      </div>
      <PriceRow data-testid="plan-price">
        <Price>{plan.price}</Price>
        {plan.pricePeriod && <Period>{plan.pricePeriod}</Period>}
      </PriceRow>
      <Features aria-label={`${plan.title} features`}>
        {plan.features.map((feature) => (
          <Feature key={feature.name} $included={feature.included}>
            <FeatureIcon included={feature.included} />
            <FeatureName>{feature.name}</FeatureName>
            {!feature.included && <VisuallyHidden> (not included)</VisuallyHidden>}
          </Feature>
        ))}
      </Features>
      {'action' in props ? (
        props.action
      ) : (
        <LinkButton to={props.plan.link} variant={popular ? 'primary' : 'outline'} fullWidth>
          {props.plan.buttonText}
        </LinkButton>
      )}
    </Root>
  );
}
