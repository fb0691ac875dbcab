import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { TextLink, usePageMeta } from '@donation-network/shared-ui';
import styled from 'styled-components';
import { AuthCard } from '../../../../components/AuthCard/AuthCard';
import { INVALID_USER_TYPE_MESSAGE, findUserTypeOption } from '../../user-types';
import { RegistrationWizard } from '../../wizard/RegistrationWizard';
import { CHOOSER_STATE, REGISTER_PAGE_DESCRIPTION, REGISTER_PAGE_TITLE } from '../RegisterPage/register-page-meta';

const Text = styled.p`
  margin: 0;
`;

/** A role that exists but cannot register itself: its link is explained rather than replaced. */
const ROLES_THAT_CANNOT_REGISTER: readonly string[] = ['admin'];

/**
 * /register/:type (the home and plans pages link to /register/donor and /register/recipient): that type's
 * wizard. An unknown type falls back to the donor wizard; the admin role is refused with an explanation.
 */
export function RegisterTypePage() {
  usePageMeta(REGISTER_PAGE_TITLE, REGISTER_PAGE_DESCRIPTION);
  const { type } = useParams();
  const navigate = useNavigate();
  const option = findUserTypeOption(type);

  if (!option && !ROLES_THAT_CANNOT_REGISTER.includes(type ?? '')) return <Navigate to="/register/donor" replace />;
  if (!option) {
    return (
      <AuthCard title={INVALID_USER_TYPE_MESSAGE} description="This link does not name an account type you can register as.">
        <Text>
          <TextLink to="/register">Choose an account type</TextLink> to register.
        </Text>
      </AuthCard>
    );
  }
  return <RegistrationWizard key={option.value} userType={option.value} onBack={() => navigate('/register', { state: CHOOSER_STATE })} />;
}
