import styled from 'styled-components';
import { SpreadRow, TextLink } from '@donation-network/shared-ui';
import { COMPLAINT_REVIEW_BUSINESS_DAYS, LEGAL_SUPPORT_CONTACT_PATH } from '../../legal-content';

const Help = styled(SpreadRow)`
  margin-top: 32px;
  padding: 20px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const HelpTitle = styled.h2`
  margin: 0 0 4px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The closing "Questions about these policies?" box of every legal page, with the legal-support contact link. */
export function LegalHelp() {
  return (
    <Help as="aside" aria-labelledby="legal-help-title">
      <div>
        <HelpTitle id="legal-help-title">Questions about these policies?</HelpTitle>
        <p>Our legal support team reviews every request and complaint within {COMPLAINT_REVIEW_BUSINESS_DAYS} business days.</p>
      </div>
      <TextLink to={LEGAL_SUPPORT_CONTACT_PATH}>Contact us</TextLink>
    </Help>
  );
}
