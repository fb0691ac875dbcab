import type { PageSection } from '@donation-network/shared-rules';
import { Grid, LinkButton } from '@donation-network/shared-ui';
import { IconCard } from '../../../../components/IconCard/IconCard';
import { ICON_PATHS } from '../../../../components/LineIcon/LineIcon';
import { COMMUNITY_CARDS } from '../../home-content';
import { HomeSection } from '../HomeSection/HomeSection';

const ICONS = [ICON_PATHS.user, ICON_PATHS.route];

/** The home page's community section, 'Join the Community', with Register Now (/register) and How It Works (/how-it-works). */
export function HomeCommunity({ section }: { section: PageSection }) {
  return (
    <HomeSection id="home-community" title={section.title} introHtml={section.content} muted>
      <Grid minColumnWidth={280} gap={24} maxColumns={COMMUNITY_CARDS.length}>
        {COMMUNITY_CARDS.map((card, index) => (
          <IconCard
            key={card.title}
            icon={ICONS[index]}
            title={card.title}
            text={card.text}
            footer={
              <LinkButton to={card.to} variant={index === 0 ? 'primary' : 'outline'}>
                {card.title}
              </LinkButton>
            }
          />
        ))}
      </Grid>
    </HomeSection>
  );
}
