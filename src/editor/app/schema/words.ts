/** How names in the file read to people. */

/** 'releaseDate' → 'Release date', 'sideDishes' → 'Side dishes'. */
export function words(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** 'a question', 'an answer': a noun with its article, for buttons. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** 'question' → 'questions', 'entry' → 'entries', 'box' → 'boxes'. */
export function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** A list's title made singular for one of its entries: 'Paragraphs' → 'Paragraph', 'Steps' → 'Step'; undefined when it is not a plain plural. */
export function singular(title: string): string | undefined {
  if (/ies$/.test(title)) return `${title.slice(0, -3)}y`;
  if (/[^s]s$/.test(title) && !/\s/.test(title)) return title.slice(0, -1);
  return undefined;
}
