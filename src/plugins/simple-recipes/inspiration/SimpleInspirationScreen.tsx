import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { recipePreferencesProjection } from '../../../features/recipes/preferences';
import { useProjection, useSession } from '../../../ui/services';
import { simpleCardOf, visibleSimpleCards } from '../card/simpleCard';
import { useSavedRecipes, useSimpleInspiration } from '../card/simpleQueries';
import { FeaturedCarousel } from './FeaturedCarousel';
import { CategoryCards, CuratedSection, FakeSearchBar, RecipeRow, RowSkeleton } from './InspirationSections';
import './simpleInspiration.css';

/**
 * Simple recipe inspiration, the Recipes tab of a simple organisation (3-daily-use.txt section 2):
 * the organisation's logo, the featured carousel, a search bar that opens simple search, the
 * category cards, the saved recipes with 'See all', and the curated sections. Every recipe opens
 * view-only. A recipe marked 'not for me' leaves every list at once, before the server hears of it.
 */
export function SimpleInspirationRoute() {
  const { t } = useTranslation('simpleRecipes');
  const inspiration = useSimpleInspiration();
  const preferences = useProjection(recipePreferencesProjection);
  const cards = (recipes: Parameters<typeof simpleCardOf>[0][]) =>
    visibleSimpleCards(recipes.map(simpleCardOf), preferences);

  return (
    <div className="screen recipes-screen simple-inspiration">
      <InspirationHeader />
      <FakeSearchBar />
      {inspiration.isPending ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('inspiration.loading')}
          </p>
          <RowSkeleton />
        </div>
      ) : inspiration.isError ? (
        <div className="recipe-empty simple-error" role="alert">
          <p className="recipe-empty-title">{t('inspiration.error')}</p>
          <button type="button" className="button button-secondary" onClick={() => void inspiration.refetch()}>
            {t('inspiration.retry')}
          </button>
        </div>
      ) : (
        <FeaturedCarousel
          title={inspiration.data.featured_section.title}
          recipes={cards(inspiration.data.featured_section.recipes)}
        />
      )}
      {inspiration.data ? <CategoryCards cards={inspiration.data.category_cards} /> : null}
      <SavedRecipes />
      {inspiration.data?.curated_sections.map((section) => (
        <CuratedSection
          key={section.id}
          id={section.id}
          title={section.title}
          layout={section.layout}
          cards={cards(section.recipes)}
        />
      ))}
    </div>
  );
}

/** The organisation's logo when it has one to show (logo_visible), else its name; and the tab's title. */
function InspirationHeader() {
  const { t } = useTranslation('simpleRecipes');
  const { logo, logo_visible, name } = useSession().user.organisation;
  return (
    <header className="screen-header simple-inspiration-header">
      <div className="simple-brand" data-testid="organisation-brand">
        {logo && logo_visible ? <img className="simple-logo" src={logo} alt={name} /> : <span>{name}</span>}
      </div>
      <h1>{t('inspiration.title')}</h1>
    </header>
  );
}

/** Page 1 of the favourites (10), and 'See all' for every saved recipe; a heart taken back leaves at once. */
function SavedRecipes() {
  const { t } = useTranslation('simpleRecipes');
  const saved = useSavedRecipes();
  const preferences = useProjection(recipePreferencesProjection);
  const cards = visibleSimpleCards(saved.data?.cards ?? [], preferences, true);
  return (
    <section className="simple-section" aria-labelledby="simple-saved" data-testid="saved-recipes">
      <div className="simple-section-head">
        <h2 id="simple-saved">{t('inspiration.saved')}</h2>
        <Link
          to="/recipes/simple"
          search={{ favourites: true, title: t('inspiration.saved'), hideSearch: true }}
          className="button button-link"
          aria-label={t('inspiration.seeAllSaved')}
        >
          {t('inspiration.seeAll')}
        </Link>
      </div>
      {saved.isPending ? (
        <RowSkeleton />
      ) : saved.isError ? (
        <p className="muted" role="alert">
          {t('inspiration.error')}
        </p>
      ) : cards.length === 0 ? (
        <p className="muted">{t('inspiration.savedEmpty')}</p>
      ) : (
        <RecipeRow cards={cards} labelledBy="simple-saved" />
      )}
    </section>
  );
}
