import styled from 'styled-components';
import type { PageSection } from '@donation-network/shared-rules';
import { Button, SafeHtml } from '@donation-network/shared-ui';
import { ICON_PATHS, LineIcon } from '../../../../components/LineIcon/LineIcon';
import { HomeSection } from '../HomeSection/HomeSection';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 20px;
  max-width: 640px;
  margin: 0 auto;
  text-align: center;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StoreButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

/** The home page's closing app promotion. The two store buttons are deliberately inert: the product gives them no target. */
export function HomeAppPromotion({ section }: { section: PageSection }) {
  return (
    <HomeSection id="home-app" title={section.title}>
      <Panel>
        <LineIcon>{ICON_PATHS.phone}</LineIcon>
        <SafeHtml html={section.content} />
        <StoreButtons>
          <Button type="button" size="lg">
            Download on iOS
          </Button>
          <Button type="button" variant="outline" size="lg">
            Download on Android
          </Button>
        </StoreButtons>
      </Panel>
    </HomeSection>
  );
}
