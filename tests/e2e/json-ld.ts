type Node = Record<string, unknown>;

/**
 * The properties each schema.org type needs for search engines to use it
 * (Google's structured data requirements), and checks on their values.
 * A page's graph is walked whole, so nested nodes (an Offer in a
 * SoftwareApplication, a Review in a Product) are checked too.
 */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  SoftwareApplication: ['name'],
  BlogPosting: ['headline', 'datePublished', 'author'],
  Article: ['headline', 'datePublished', 'author'],
  NewsArticle: ['headline', 'datePublished', 'author'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  ItemList: ['itemListElement'],
  ListItem: ['position'],
  BreadcrumbList: ['itemListElement'],
  Product: ['name'],
  Service: ['name'],
  Person: ['name'],
  Review: ['reviewRating', 'author'],
  Rating: ['ratingValue'],
  PostalAddress: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  Offer: ['price', 'priceCurrency'],
  // developers.google.com/search/docs/appearance/structured-data/event, /recipe, /course; schema.org for the menu.
  Event: ['name', 'startDate', 'location'],
  Place: ['name', 'address'],
  Recipe: ['name', 'image', 'recipeIngredient', 'recipeInstructions'],
  HowToStep: ['text'],
  Course: ['name', 'description', 'provider'],
  Menu: [],
  MenuSection: ['name', 'hasMenuItem'],
  MenuItem: ['name', 'offers'],
};

/**
 * What Google recommends beside what it requires, for the types new kinds
 * of site publish: a fixture that gives these is checked to publish them all.
 */
export const RECOMMENDED: Record<string, string[]> = {
  Event: ['description', 'endDate', 'image', 'offers', 'organizer', 'performer'],
  Recipe: ['author', 'cookTime', 'datePublished', 'description', 'keywords', 'prepTime', 'recipeCategory', 'recipeCuisine', 'recipeYield', 'totalTime'],
  Course: ['provider'],
  BlogPosting: ['image', 'dateModified'],
  Article: ['image', 'dateModified'],
  Product: ['image', 'description', 'offers'],
};

/** LocalBusiness and the kinds of it the language offers: they need an address. */
const LOCAL = [
  'LocalBusiness',
  'Dentist',
  'MedicalClinic',
  'Physician',
  'Restaurant',
  'CafeOrCoffeeShop',
  'Store',
  'LegalService',
  'ProfessionalService',
  'HealthAndBeautyBusiness',
  'EducationalOrganization',
];
for (const type of LOCAL) REQUIRED[type] = type === 'EducationalOrganization' ? ['name', 'url'] : ['name', 'url', 'address'];

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Every problem with a page's JSON-LD: unknown types, missing properties, and the rules below. */
export function jsonLdProblems(graph: unknown): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, `${where}[${i}]`));
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    const type = node['@type'];
    if (typeof type === 'string') {
      const required = REQUIRED[type];
      if (!required) problems.push(`${where}: no check for type ${type}`);
      for (const key of required ?? []) if (!present(node[key])) problems.push(`${where}: ${type} without ${key}`);
      // A site publishes only what it collected: its own reviews, never others' aggregate ratings.
      if (type === 'AggregateRating' || 'aggregateRating' in node) problems.push(`${where}: AggregateRating published`);
      // Google shows a product only with a review, a rating or an offer; a service has no such rule.
      if (type === 'Product' && !present(node.review) && !present(node.offers)) problems.push(`${where}: Product without review or offers`);
      if (type === 'ListItem' && !present(node.item) && !present(node.name)) problems.push(`${where}: ListItem without item or name`);
      if (type === 'Rating' && typeof node.ratingValue === 'number' && typeof node.bestRating === 'number' && node.ratingValue > node.bestRating)
        problems.push(`${where}: rating above its best`);
      for (const key of ['url', 'item', 'logo', 'image', 'mainEntityOfPage']) {
        if (typeof node[key] === 'string' && !/^https:\/\//.test(node[key] as string)) problems.push(`${where}: ${key} is not an absolute https URL`);
      }
      for (const key of ['datePublished', 'dateModified']) {
        if (node[key] !== undefined && !/^\d{4}-\d{2}-\d{2}/.test(String(node[key]))) problems.push(`${where}: ${key} is not a date`);
      }
      if (typeof node.datePublished === 'string' && typeof node.dateModified === 'string' && node.dateModified < node.datePublished)
        problems.push(`${where}: modified before it was published`);
    }
    for (const [key, child] of Object.entries(node)) if (key !== '@context') visit(child, `${where}.${key}`);
  };
  visit(graph, '$');
  return problems;
}

/** The JSON-LD of an HTML page, parsed. */
export function pageJsonLd(html: string): Node {
  const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  if (!match) throw new Error('the page has no JSON-LD');
  return JSON.parse(match[1]) as Node;
}
