import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SpreadRow } from 'shared-ui';
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

const ContactLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

/** The closing "Questions about these policies?" box of every legal page, with the legal-support contact link. */
export function LegalHelp() {
  return (
    <Help as="aside" aria-labelledby="legal-help-title">
      <div>
        <HelpTitle id="legal-help-title">Questions about these policies?</HelpTitle>
        <p>Our legal support team reviews every request and complaint within {COMPLAINT_REVIEW_BUSINESS_DAYS} business days.</p>
      </div>
      <ContactLink to={LEGAL_SUPPORT_CONTACT_PATH}>Contact us</ContactLink>
    </Help>
  );
}
