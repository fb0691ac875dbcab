import { useScrollToTop } from '../../../../hooks/use-scroll-to-top';
import { HomeHero } from '../HomeHero/HomeHero';

/** `/`. The hero for now; the remaining home sections (spec part 1, section 2) come in a later issue. */
export function HomePage() {
  useScrollToTop();
  return (
    <article>
      <HomeHero />
    </article>
  );
}
