import { useScrollToTop } from 'shared-ui';
import { HomeHero } from '../HomeHero/HomeHero';

/** `/`. The hero for now; the remaining home sections (features, process, testimonials, calls to action) come in a later issue. */
export function HomePage() {
  useScrollToTop();
  return (
    <article>
      <HomeHero />
    </article>
  );
}
