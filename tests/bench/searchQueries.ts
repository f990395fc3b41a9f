/** 200 everyday food searches, 100 in English and 100 in Dutch, for the search bench. */
// What people type when they log a meal: single foods, two-word foods, products, and typos.
const EN = `banana|apple|egg|eggs|milk|whole milk|skim milk|oat milk|almond milk|soy milk|yogurt|greek yogurt|cottage cheese|cheese|cheddar|mozzarella|feta|parmesan|butter|cream
bread|white bread|whole wheat bread|bagel|croissant|oats|oatmeal|granola|muesli|rice|brown rice|pasta|spaghetti|noodles|couscous|quinoa|potato|sweet potato|fries|noodle soup
chicken breast|chicken thigh|ground beef|steak|pork chop|bacon|ham|sausage|turkey|salmon|tuna|cod|shrimp|tofu|tempeh|lentils|chickpeas|black beans|hummus|peanut butter
almonds|walnuts|cashews|peanuts|chia seeds|broccoli|spinach|carrot|tomato|cucumber|onion|garlic|lettuce|mushrooms|bell pepper|avocado|orange|strawberries|blueberries|grapes
coffee|tea|orange juice|coca cola|beer|dark chocolate|honey|olive oil|pizza|ice cream
bananna|yoghrt|chiken breast|brocoli|avacado|spagetti|salomn|strawbery|tomatoe|potatos`;
const NL = `banaan|appel|ei|melk|volle melk|halfvolle melk|magere melk|karnemelk|havermelk|yoghurt|griekse yoghurt|kwark|magere kwark|kaas|goudse kaas|jonge kaas|oude kaas|edammer|boter
brood|volkorenbrood|witbrood|bruinbrood|roggebrood|beschuit|crackers|havermout|muesli|cornflakes|rijst|zilvervliesrijst|pasta|aardappel|aardappelen|zoete aardappel|patat|friet
kipfilet|kippendij|rundergehakt|gehakt|biefstuk|spek|ham|rookworst|kalkoen|kalkoenfilet|zalm|tonijn|kabeljauw|garnalen|haring|tofu|linzen|kikkererwten|bruine bonen|hummus
pindakaas|hagelslag|jam|honing|amandelen|walnoten|pinda's|broccoli|spinazie|wortel|tomaat|komkommer|ui|knoflook|sla|champignons|paprika|avocado|sinaasappel|aardbeien|blauwe bessen|druiven|peer
koffie|thee|sinaasappelsap|cola|bier|pure chocolade|olijfolie|mayonaise|erwtensoep|stroopwafel
banan|yoghurd|kip filet|brocolli|komkomer|pindakas|aardbijen|sinasappel|kaaas|hawermout`;
export const queries = [
  ...EN.split(/[|\n]/).map((query) => ({ query, language: 'en' as const })),
  ...NL.split(/[|\n]/).map((query) => ({ query, language: 'nl' as const })),
];
