/**
 * What a food's name hides: dishes, sauces, dressings and baked goods that a cook knows are made
 * with something their name does not say (baked beans are in tomato sauce, ranch dressing is made
 * with mayonnaise and buttermilk, soy sauce is brewed with wheat). Each rule is read from the
 * lower-cased USDA name; docs/nutrition.md ('How recipe facts are derived') lists them with why.
 */
export type Hidden =
  | 'tomato'
  | 'mushroom'
  | 'mayonnaise'
  | 'eggplant'
  | 'potato'
  | 'cilantro'
  | 'honey'
  | 'beef'
  | 'meat'
  | 'pork'
  | 'egg'
  | 'dairy'
  | 'treeNut'
  | 'peanut'
  | 'soy'
  | 'sesame'
  | 'gluten'
  | 'wheat'
  | 'fish'
  | 'shellfish'
  | 'alcohol'
  | 'brusselsSprouts';

export interface HiddenRule {
  /** The names it reads. */
  readonly name: RegExp;
  readonly hides: readonly Hidden[];
  /** Not when the name also says this (a vegan or egg-free version, salsa verde, graham crackers). */
  readonly unless?: RegExp;
}

const PLANT = /\b(vegan|plant-based|dairy-free|egg-free|eggless|imitation)\b/;
/** Cakes, muffins and the like: made with egg, and with butter or milk. */
const BAKED_WITH_EGG_AND_DAIRY =
  /\b(cakes?|cupcakes?|cheesecake|muffins?|pancakes?|waffles?|brioche|croissants?|doughnuts?|crepes?|french toast|danish|eclairs?|cream puffs?|sponge|custard|quiche|popovers?|cornbread|cookies?|brownies?|tiramisu|souffle)\b/;

export const HIDDEN_RULES: readonly HiddenRule[] = [
  // Tomato: sauces, soups and dishes built on it.
  {
    name: /\bbeans?, baked\b|\bbaked beans?\b|\bmarinara\b|\bspaghetti sauce\b|\bpasta sauce\b|\bsauce, pasta\b|\bpizza\b|\bbolognese\b|\barrabbiata\b|\bputtanesca\b|\bbarbecue sauce\b|\bbbq sauce\b|\bchili con carne\b|\bchili with beans\b|\bratatouille\b|\bgazpacho\b|\bminestrone\b|\bcocktail sauce\b|\bsloppy joe\b|\blasagna\b|\bvegetable juice cocktail\b|\bshakshuka\b|\benchilada sauce\b|\bthousand island\b|\brussian dressing\b|\bfrench dressing\b/,
    hides: ['tomato'],
    unless: /\bpizza (crust|dough)\b|\bfruit pizza\b/,
  },
  { name: /\bpico de gallo\b|\bsalsa verde\b/, hides: ['cilantro'] },
  { name: /\bstroganoff\b|\bbourguignon(ne)?\b|\bmarsala\b|\bduxelles\b/, hides: ['mushroom'] },
  { name: /\bbaba gh?anou?sh\b|\bmoussaka\b|\bratatouille\b|\bcaponata\b/, hides: ['eggplant'] },
  { name: /\bbaba gh?anou?sh\b/, hides: ['sesame'] },
  {
    name: /\bgnocchi\b|\bhash browns?\b|\bfrench fries\b|\btater tots\b|\bvichyssoise\b|\br[oö]sti\b|\blatkes?\b/,
    hides: ['potato'],
  },
  // Mayonnaise, and the egg in it: dressings, spreads and salads made with it.
  {
    name: /\branch dressing\b|\bcaesar\b|\bthousand island\b|\brussian dressing\b|\bcoleslaw\b|\btartar sauce\b|\bsandwich spread\b|\bremoulade\b|\baioli\b|\bmiracle whip\b|\bblue or roquefort cheese dressing\b|\bpotato salad\b|\btuna salad\b|\bchicken salad\b|\begg salad\b|\bmacaroni salad\b|\bdeviled eggs?\b|\bwaldorf\b/,
    hides: ['mayonnaise', 'egg'],
    unless: /\b(vegan|plant-based|egg-free|eggless|without tartar sauce)\b/,
  },
  { name: /\branch dressing\b|\bcaesar\b/, hides: ['dairy'], unless: PLANT },
  { name: /\bcaesar\b|\bworcestershire\b|\bputtanesca\b|\bbonito\b|\bdashi\b|\bsurimi\b|\bnam pla\b/, hides: ['fish'] },
  { name: /\boyster sauce\b|\bshrimp paste\b|\bscampi\b/, hides: ['shellfish'] },
  // Egg and dairy in baked goods, pasta and sauces.
  {
    name: BAKED_WITH_EGG_AND_DAIRY,
    hides: ['egg', 'dairy'],
    unless: /\bvegan\b|\bgraham\b|\brice cakes?\b|\bcustard-apple\b|\bshortening\b/,
  },
  {
    name: /\bpasta, fresh\b|\bfresh pasta\b|\bchow mein\b|\bspaetzle\b|\bhollandaise\b|\bbearnaise\b|\beggnog\b|\bcarbonara\b|\bmeringues?\b|\bmacaroons?\b|\bfrittata\b|\bomelet(te)?\b|\begg bread\b|\bchallah\b/,
    hides: ['egg'],
  },
  {
    name: /\bhollandaise\b|\bbearnaise\b|\bcarbonara\b|\balfredo\b|\bb[eé]chamel\b|\bwhite sauce\b|\bcheese sauce\b|\btzatziki\b|\braita\b|\bpuddings?\b|\bchowder\b|\bbisque\b|\bgratin\b|\bscalloped\b|\bqueso\b|\bkorma\b|\btikka masala\b|\bcaramels?\b|\btoffee\b|\bfudge\b|\bpaneer\b|\bmascarpone\b|\bhalloumi\b|\bskyr\b|\blabneh\b|\bcr[eè]me fra[iî]che\b|\bbiscuits?\b|\bmilk bread\b|\bbread, white\b|\brolls, (dinner|sweet)\b|\bsoda bread\b|\bbread, (irish soda|potato|raisin|cinnamon)\b|\bbanana bread\b|\blasagna\b/,
    hides: ['dairy'],
    unless: PLANT,
  },
  // Nuts, peanuts, soy and sesame in spreads, sweets and sauces.
  {
    name: /\bnougat\b|\bfrangipane\b|\bbaklava\b|\bgianduja\b|\bnutella\b|\bamaretti\b|\bamaretto\b|\btrail mix\b|\bgranola\b|\bwaldorf\b|\bkorma\b/,
    hides: ['treeNut'],
  },
  { name: /\bsatay\b|\bpad thai\b|\btrail mix\b/, hides: ['peanut'] },
  { name: /\bgranola\b|\bgraham\b|\bbaklava\b|\bnougat\b/, hides: ['honey'] },
  {
    name: /\btamari\b|\bshoyu\b|\bteriyaki\b|\bhoisin\b|\bponzu\b|\btextured vegetable protein\b|\btvp\b|\byuba\b|\bokara\b/,
    hides: ['soy'],
  },
  { name: /\bhalvah?\b|\bza'?atar\b|\bdukkah\b|\bgomasio\b/, hides: ['sesame'] },
  // Gluten: brewed, thickened or breaded with wheat or barley.
  {
    name: /\bsoy sauce\b|\bteriyaki\b|\bhoisin\b|\boyster sauce\b|\bgravy\b|(?<!not )\bbreaded\b|\bbattered\b|\bnuggets?\b|\bstuffing\b|\bdumplings?\b|\bgnocchi\b|\bpanko\b|\borzo\b|\bfarro\b|\bfreekeh\b|\bdurum\b|\beinkorn\b|\bkamut\b|\btriticale\b|\bmatzo\b|\bmatzah\b|\budon\b|\bramen\b|\blicorice\b|\blasagna\b/,
    hides: ['gluten', 'wheat'],
    unless: /\btamari\b|gluten[- ]free/,
  },
  // Barley malt in vinegar and breakfast cereals: gluten, though no wheat.
  { name: /\bworcestershire\b|\bcereals ready-to-eat\b/, hides: ['gluten'], unless: /gluten[- ]free/ },
  // Beef and other meat that a dish's name implies.
  {
    name: /\bchili con carne\b|\bbolognese\b|\bhamburgers?\b(?!,? (rolls?|buns?)| or hot ?dog)|\bcheeseburgers?\b|\bpastrami\b|\bbrisket\b|\bbresaola\b/,
    hides: ['beef', 'meat'],
    unless: /\b(vegan|vegetarian|meatless|veggie|plant-based|relish|turkey|chicken|rolls|buns|pasta mix)\b/,
  },
  {
    name: /\bmeatballs?\b|\bmeatloaf\b|\bprosciutto\b|\bpancetta\b|\bmortadella\b|\bbratwurst\b|\bcarnitas\b|\bguanciale\b/,
    hides: ['meat'],
    unless: /\b(vegan|vegetarian|meatless|veggie|plant-based)\b/,
  },
  { name: /\bprosciutto\b|\bpancetta\b|\bmortadella\b|\bcarnitas\b|\bguanciale\b|\bgelatin\b/, hides: ['pork'] },
  {
    name: /\bmirin\b|\bsake\b|\bcooking wine\b|\btequila\b|\bbourbon\b|\bchampagne\b|\bliquor\b|\bamaretto\b|\bkahlua\b|\bgin\b|\bstout\b|\blager\b/,
    hides: ['alcohol'],
    unless: /\bvinegar\b|\bnon-?alcoholic\b/,
  },
];

/** What the rules find hidden in a lower-cased food name. */
export function hiddenIn(name: string): ReadonlySet<Hidden> {
  const found = new Set<Hidden>();
  for (const rule of HIDDEN_RULES)
    if (rule.name.test(name) && !(rule.unless && rule.unless.test(name))) for (const h of rule.hides) found.add(h);
  return found;
}
