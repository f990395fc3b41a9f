/** What other parts of the recipes slice read of own recipes: the search's chip and the detail. */
export { ownRecipeCards, ownRecipeOf, publishedOwnRecipes, matchesOwnRecipe } from './queries';
export type { OwnRecipeCard, OwnIngredientLine, OwnRecipeFilter } from './queries';
export { ownRecipesProjection } from './projection';
