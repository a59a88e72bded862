/**
 * Emotion's prefixer writes flexbox and transition declarations up to four
 * times, for browsers of 2012–2015: display:-webkit-box, display:-webkit-flex
 * and display:-ms-flexbox before display:flex, -webkit-transition before
 * transition, -ms-flex-align before align-items, and so on; about a tenth
 * of a typical page's stylesheet. The pages need CSS custom properties
 * (MUI's theme is written in them), and every browser that has those
 * (Chrome 49, Edge 15, Firefox 31, Safari 9.1) reads flexbox and
 * transitions unprefixed. So a prefixed declaration is dropped when the same
 * rule declares its unprefixed form too: then it is only a copy. One with
 * no such partner (display:-webkit-box with -webkit-line-clamp, say) stays,
 * as do the prefixes those browsers still need (user-select, appearance,
 * text-decoration, sticky positioning).
 */
const PARTNER: Record<string, string> = {
  '-webkit-transition': 'transition',
  '-webkit-box-align': 'align-items',
  '-ms-flex-align': 'align-items',
  '-webkit-align-items': 'align-items',
  '-ms-flex-item-align': 'align-self',
  '-webkit-align-self': 'align-self',
  '-ms-flex-line-pack': 'align-content',
  '-webkit-align-content': 'align-content',
  '-webkit-box-pack': 'justify-content',
  '-ms-flex-pack': 'justify-content',
  '-webkit-justify-content': 'justify-content',
  '-webkit-box-orient': 'flex-direction',
  '-webkit-box-direction': 'flex-direction',
  '-ms-flex-direction': 'flex-direction',
  '-webkit-flex-direction': 'flex-direction',
  '-ms-flex-wrap': 'flex-wrap',
  '-webkit-flex-wrap': 'flex-wrap',
  '-webkit-box-flex-wrap': 'flex-wrap',
  '-ms-flex-flow': 'flex-flow',
  '-webkit-flex-flow': 'flex-flow',
  '-ms-flex': 'flex',
  '-webkit-flex': 'flex',
  '-ms-flex-positive': 'flex-grow',
  '-webkit-box-flex': 'flex-grow',
  '-webkit-flex-grow': 'flex-grow',
  '-ms-flex-negative': 'flex-shrink',
  '-webkit-flex-shrink': 'flex-shrink',
  '-ms-flex-preferred-size': 'flex-basis',
  '-webkit-flex-basis': 'flex-basis',
  '-ms-flex-order': 'order',
  '-webkit-box-ordinal-group': 'order',
  '-webkit-order': 'order',
};
/** Old values of display, by the value they stand in for. */
const DISPLAY_PARTNER: Record<string, string> = {
  '-webkit-box': 'flex',
  '-webkit-flex': 'flex',
  '-ms-flexbox': 'flex',
  '-webkit-inline-box': 'inline-flex',
  '-webkit-inline-flex': 'inline-flex',
  '-ms-inline-flexbox': 'inline-flex',
};

/** A rule's declarations, between its braces (no rule nests inside them). */
const BLOCK = /\{([^{}]*)\}/g;
/** One declaration, its property and value; values of these properties hold no ';', quotes or braces. */
const DECLARATION = /(?<=^|;)([-a-z]+):([^;]*)(?:;|$)/g;

export function dropLegacyPrefixes(css: string): string {
  return css.replace(BLOCK, (block, body: string) => {
    if (!body.includes('-webkit-') && !body.includes('-ms-')) return block;
    const declared = new Set<string>();
    for (const [, property, value] of body.matchAll(DECLARATION)) declared.add(property === 'display' ? `display:${value}` : property);
    const kept = body.replace(DECLARATION, (declaration, property: string, value: string) => {
      const partner = property === 'display' ? DISPLAY_PARTNER[value] && `display:${DISPLAY_PARTNER[value]}` : PARTNER[property];
      return partner && declared.has(partner) ? '' : declaration;
    });
    // A rule whose last declaration went keeps the ';' only if it had one.
    return `{${body.endsWith(';') ? kept : kept.replace(/;$/, '')}}`;
  });
}
