import { connectFromRuntimeConfig } from '@donation-network/portal-session';
import { mountStandalone } from '@donation-network/shared-ui';
import App from './App';

// This team's standalone page: the same shared packages and config the shell provides.
void mountStandalone(App, connectFromRuntimeConfig);
