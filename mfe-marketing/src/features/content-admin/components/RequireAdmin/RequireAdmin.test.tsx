import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ACCESS_DENIED_MESSAGE, permissionsFor, setSupabaseClient, useSession, type Role } from '@donation-network/shared-auth';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { createFakeContentClient } from '../../testing/fake-content-client';
import { PageEditorPage } from '../PageEditorPage/PageEditorPage';
import { RequireAdmin } from './RequireAdmin';

function signIn(role: Role | null) {
  useSession.setState({
    loading: false,
    user: role && {
      id: 'user-1',
      name: `Demo ${role}`,
      email: `${role}@example.org`,
      photoURL: null,
      isAdmin: role === 'admin',
      role,
      permissions: permissionsFor(role),
    },
  });
}

function renderGuarded() {
  renderWithProviders(
    <Routes>
      <Route element={<RequireAdmin />}>
        <Route path="/admin/content/:pageId" element={<PageEditorPage />} />
      </Route>
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/admin/content/about' },
  );
}

const stored = { title: 'About Us', description: '', sections: [], version: 1, updated_at: '2026-11-01T10:00:00Z' };

beforeEach(() =>
  setSupabaseClient(createFakeContentClient((query) => ({ data: query.table === 'page_content' ? stored : [] })).client as never),
);

afterEach(() => {
  useSession.getState().reset();
  setSupabaseClient(null);
});

describe('RequireAdmin', () => {
  it.each<Role>(['donor', 'partner', 'recipient'])('shows a signed-in %s the access-denied text and no editor', (role) => {
    const fake = createFakeContentClient(() => ({ data: null }));
    setSupabaseClient(fake.client as never);
    signIn(role);
    renderGuarded();
    expect(screen.getByRole('alert')).toHaveTextContent(ACCESS_DENIED_MESSAGE);
    expect(screen.queryByRole('form', { name: 'Page content' })).not.toBeInTheDocument();
    expect(fake.from).not.toHaveBeenCalled();
  });

  it('sends a visitor to the login page', () => {
    signIn(null);
    renderGuarded();
    expect(currentUrl()).toBe('/login');
    expect(screen.queryByRole('form', { name: 'Page content' })).not.toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    signIn('admin');
    renderGuarded();
    expect(await screen.findByRole('form', { name: 'Page content' })).toBeInTheDocument();
  });
});
