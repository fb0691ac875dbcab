import 'styled-components';
import type { PortalTheme } from './theme/tokens';

declare module 'styled-components' {
  export interface DefaultTheme extends PortalTheme {}
}
