// Generated from the block schemas by `npm run gen:blocks`. Do not edit by hand.

/**
 * Where in a block's options values may come from the page's item: its
 * schema cut to those options and what holds them, with what is required
 * there, so a value an item leaves empty can leave out what needs it.
 * `kind` is what the option holds: 'text', 'prose', 'link' or 'picture'.
 */
export interface Places {
  kind?: string;
  properties?: Record<string, Places>;
  required?: string[];
  items?: Places;
  minItems?: number;
}

/** Where each block type's options may take the page item's value (model/item-values.ts), from its schema. */
export const VALUE_PLACES: Record<string, Places> = {
  accordion: {"properties":{"heading":{"kind":"text"}},"required":["collection"]},
  'article-sections': {"properties":{"sections":{"items":{"properties":{"heading":{"kind":"text"}},"required":["heading","body"]},"minItems":1}},"required":["sections"]},
  'card-grid': {"properties":{"heading":{"kind":"text"},"intro":{"kind":"prose"},"cards":{"items":{"properties":{"image":{"kind":"picture"},"title":{"kind":"text"},"text":{"kind":"prose"},"points":{"items":{"kind":"prose"},"minItems":1},"link":{"properties":{"label":{"kind":"text"},"to":{"kind":"link"}},"required":["label","to"]}},"required":["title","text"]},"minItems":1}}},
  cta: {"properties":{"heading":{"kind":"text"},"text":{"kind":"prose"},"actions":{"items":{"properties":{"label":{"kind":"text"},"to":{"kind":"link"}},"required":["label","to"]},"minItems":1},"note":{"kind":"prose"}},"required":["heading","actions"]},
  'data-table': {"properties":{"heading":{"kind":"text"},"intro":{"kind":"prose"},"caption":{"kind":"text"},"rank":{"kind":"text"},"topBadges":{"properties":{"label":{"kind":"text"}},"required":["count","label"]},"itemLink":{"properties":{"heading":{"kind":"text"},"label":{"kind":"text"}},"required":["label","heading"]},"action":{"properties":{"label":{"kind":"text"},"to":{"kind":"link"}},"required":["label","to"]},"note":{"kind":"prose"}},"required":["collection","caption","columns"]},
  hero: {"properties":{"eyebrow":{"kind":"text"},"title":{"kind":"text"},"lead":{"kind":"prose"},"image":{"kind":"picture"},"actions":{"items":{"properties":{"label":{"kind":"text"},"to":{"kind":"link"}},"required":["label","to"]},"minItems":1},"note":{"kind":"prose"}},"required":["title"]},
  'item-content': {"properties":{"heading":{"kind":"text"}},"required":["field"]},
  'item-facts': {"properties":{"heading":{"kind":"text"}},"required":["facts"]},
  'item-header': {"properties":{"backLink":{"properties":{"label":{"kind":"text"},"to":{"kind":"link"}},"required":["label","to"]},"badge":{"kind":"text"}}},
  newsletter: {"properties":{"heading":{"kind":"text"},"text":{"kind":"prose"},"inputLabel":{"kind":"text"},"placeholder":{"kind":"text"},"buttonLabel":{"kind":"text"}},"required":["heading","inputLabel","placeholder","buttonLabel"]},
  'opening-hours': {"properties":{"heading":{"kind":"text"},"caption":{"kind":"text"},"closed":{"kind":"text"},"note":{"kind":"prose"}},"required":["caption","closed"]},
  'post-list': {"properties":{"heading":{"kind":"text"},"buttons":{"properties":{"highlighted":{"kind":"text"},"others":{"kind":"text"}},"required":["highlighted","others"]}},"required":["collection","buttons"]},
  'ranked-list': {"properties":{"heading":{"kind":"text"},"intro":{"kind":"prose"},"note":{"kind":"prose"}},"required":["collection"]},
  'rating-scale': {"properties":{"heading":{"kind":"text"},"intro":{"kind":"prose"},"caption":{"kind":"text"},"columns":{"properties":{"label":{"kind":"text"},"range":{"kind":"text"},"description":{"kind":"text"}},"required":["label","range"]},"note":{"kind":"prose"}},"required":["scale","caption","columns"]},
  'rich-text': {"properties":{"heading":{"kind":"text"},"paragraphs":{"items":{"kind":"prose"},"minItems":1}},"required":["paragraphs"]},
  table: {"properties":{"heading":{"kind":"text"},"caption":{"kind":"text"},"note":{"kind":"prose"}},"required":["caption","columns","rows"]},
};
