import { Navigate, useParams } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { findUserTypeOption } from '../../user-types';

/**
 * /register/:type (the home and plans pages link to /register/donor and
 * /register/recipient). Until the wizard exists it continues on /login with
 * the type preselected; an unknown type is a 404.
 */
export function RegisterTypeRedirect() {
  const { type } = useParams();
  const option = findUserTypeOption(type);
  if (!option) return <NotFoundPage />;
  return <Navigate to="/login" replace state={{ intendedRole: option.value }} />;
}
