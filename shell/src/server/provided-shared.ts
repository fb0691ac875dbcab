// A remote's server build bundles no shared library: the shell's server provides each one. The build
// provides only the libraries its code imports, so the ones only remotes use are imported here (never
// called: the import expressions are what makes the build provide them). provided-shared.test.ts keeps
// this list equal to the shared table in webpack.shared.js.
export const PROVIDED_FOR_REMOTES = {
  react: () => import('react'),
  'react-dom': () => import('react-dom'),
  'react-router-dom': () => import('react-router-dom'),
  'styled-components': () => import('styled-components'),
  zustand: () => import('zustand'),
  'react-hot-toast': () => import('react-hot-toast'),
  'react-final-form': () => import('react-final-form'),
  'final-form': () => import('final-form'),
  '@supabase/supabase-js': () => import('@supabase/supabase-js'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  yup: () => import('yup'),
  '@donation-network/portal-data': () => import('@donation-network/portal-data'),
  '@donation-network/shared-ui': () => import('@donation-network/shared-ui'),
  '@donation-network/shared-ui/forms': () => import('@donation-network/shared-ui/forms'),
  '@donation-network/portal-session': () => import('@donation-network/portal-session'),
};
