import { describe, expect, it } from 'vitest';
import { validateSource } from '../../src/validate/validate-site.js';

/** A restaurant with one collection, as a new owner writes it from the README. */
const RESTAURANT = `settings:
  siteName: The Teal Door
  baseUrl: https://tealdoor.example
  language: en-GB
  messages:
    skipLink: Skip to main content
    appError: Something went wrong

collections:
  menu:
    sortedBy: { field: course, order: ascending }
    fields:
      name: { type: text }
      course: { type: choice, values: [Starters, Mains, Desserts] }
      allergens: { type: list, maxItems: 1, optional: true }
    items:
      - id: leek-soup
        name: Leek soup
        course: Starters
      - id: roast-hake
        name: Roast hake
        course: Mains
        allergens: [Fish]
      - id: sticky-toffee-pudding
        name: Sticky toffee pudding
        course: Desserts

notFound:
  title: Page not found
  description: This page is not on our menu. Head back to the home page for tonight's dishes and our opening times.
  blocks:
    - type: not-found
      code: "404"
      message: Not on the menu
      link: { label: Back to the home page, to: / }
      logMessage: "Page not found:"

routes:
  - path: /
    title: The Teal Door
    description: A small restaurant by the harbour cooking fish, vegetables and puddings from what the boats and farms bring in.
    blocks:
      - type: hero
        title: Cooked from today's catch
      - type: data-table
        collection: menu
        caption: Tonight's menu
        columns:
          - { field: name }
          - { field: course }
`;

const messages = (source: string) => validateSource(source).problems.map((p) => p.message);
const edited = (find: string, replace: string) => {
  if (!RESTAURANT.includes(find)) throw new Error(`test setup: '${find}' not in the site`);
  return RESTAURANT.replace(find, replace);
};

describe('messages about one thing or many', () => {
  it('the site is valid as written', () => {
    expect(messages(RESTAURANT)).toEqual([]);
  });

  it('name the only collection as one', () => {
    expect(messages(edited('        collection: menu\n', '        collection: allergens\n'))).toEqual([
      "there is no collection 'allergens'; the only collection is 'menu'",
    ]);
  });

  it('count one entry as one', () => {
    expect(messages(edited('allergens: [Fish]', 'allergens: [Fish, Dairy]'))).toEqual(["'allergens' has more than 1 entry; keep one"]);
  });
});

describe('a collection sorted by a choice field', () => {
  it('goes in the order of its values, and an item out of it is told which item it belongs above', () => {
    const hake = '      - id: roast-hake\n        name: Roast hake\n        course: Mains\n        allergens: [Fish]\n';
    const moved = edited(hake, '').replace('        course: Desserts\n', `        course: Desserts\n${hake}`);
    const [problem] = validateSource(moved).problems;
    expect(problem.message).toMatch(
      /^'menu' is sorted by course, in the order of its values \(Starters, Mains, Desserts\), but 'Roast hake' \(Mains\) comes after 'Sticky toffee pudding' \(Desserts\) at \d+:\d+; move it up above 'Sticky toffee pudding', or fix the course$/,
    );
  });
});
