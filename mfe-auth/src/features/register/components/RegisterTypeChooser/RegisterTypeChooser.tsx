import { Link } from 'react-router-dom';
import { Container, PageHeading, SITE_NAME } from '@donation-network/shared-ui';
import styled from 'styled-components';
import { USER_TYPE_OPTIONS, type UserType } from '../../user-types';

const Wrapper = styled(Container)`
  max-width: 720px;
  padding-top: 48px;
  padding-bottom: 48px;

  ${({ theme }) => theme.media.mobile} {
    padding-top: 24px;
    padding-bottom: 24px;
  }
`;

const Heading = styled(PageHeading)`
  justify-content: center;
  text-align: center;

  > div {
    align-items: center;
  }
`;

const Options = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OptionButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  width: 100%;
  padding: 18px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast},
    transform ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const OptionLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const OptionDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LoginLine = styled.p`
  margin: 24px 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export interface RegisterTypeChooserProps {
  onChoose: (userType: UserType) => void;
}

/** The account types to register as (never admin), and a link to log in instead. */
export function RegisterTypeChooser({ onChoose }: RegisterTypeChooserProps) {
  return (
    <Wrapper>
      <Heading title={`Register with ${SITE_NAME}`} subtitle="Choose your account type to get started" />
      <Options aria-label="Account types">
        {USER_TYPE_OPTIONS.map((option) => (
          <li key={option.value}>
            <OptionButton type="button" data-user-type={option.value} onClick={() => onChoose(option.value)}>
              <OptionLabel>{option.label}</OptionLabel>
              <OptionDescription>{option.description}</OptionDescription>
            </OptionButton>
          </li>
        ))}
      </Options>
      <LoginLine>
        Already have an account? <Link to="/login">Login here</Link>
      </LoginLine>
    </Wrapper>
  );
}
