import createCache from '@emotion/cache';
import { __unsafe_useEmotionCache as useEmotionCache, CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createElement, useContext, type ElementType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { themeByKey, ThemeKey } from './theme.js';
import { Memo } from '../memo.js';

/**
 * Pages never hydrate, so all an MUI component leaves in a page is its
 * element, its class names and its CSS. Working those out is most of the cost
 * of prerendering, paid on every instance. The same props always give the same element and classes, so
 * a wrapped component works them out once per distinct set of styling props,
 * from a sample rendered between pages, and from then on emits the remembered
 * element with the caller's content and attributes. The markup and CSS are the
 * ones MUI itself produces.
 *
 * Anything a template cannot capture (a function in sx, an element in a prop
 * other than the content, an inline style) is rendered by MUI as usual.
 */

const CHILDREN = '\uE000';
const LABEL = '\uE001';

/** Props that only become attributes of the root element; they do not change its classes. */
const ATTRIBUTES = new Set(['href', 'target', 'rel', 'id', 'title', 'dateTime', 'role', 'tabIndex', 'type', 'name', 'lang']);
const isAttribute = (prop: string) => ATTRIBUTES.has(prop) || prop.startsWith('aria-') || prop.startsWith('data-');

interface TemplateNode {
  tag: string;
  props: Record<string, string | true>;
  children: Array<TemplateNode | string>;
}
interface Template {
  root: TemplateNode;
  /** Emotion's rules by class name, in the order MUI inserted them. */
  styles: Array<[string, string]>;
}

/** Templates by key; null when the component's output cannot be templated. */
const templates = new Memo<string, Template | null>('component templates', 5000);
/** Samples to render after the current page, with their theme's key: rendering inside a render would break React's hooks. */
const pending = new Map<string, { sample: ReactElement; theme: string }>();

let enabled = true;
/** Whether stylings without a template are sampled; templates already made are used either way. */
let sampling = true;

/** Turns templates on or off and forgets the ones made; tests compare pages made both ways. */
export function setStaticTemplates(on: boolean): void {
  enabled = on;
  templates.clear();
  pending.clear();
}

/**
 * Turns the sampling of new stylings on or off, and says whether it was on.
 * A sample costs a second render of its component, which pays back only on
 * later pages, not on a build of one page or a few.
 * A build that renders a page or two (a rebuild after an edit) turns it off.
 */
export function setSampling(on: boolean): boolean {
  const was = sampling;
  sampling = on;
  return was;
}

/** How many stylings have a template, and how many render through MUI every time. */
export function templateStats(): { templated: number; untemplatable: number } {
  const values = [...templates.values()];
  return { templated: values.filter(Boolean).length, untemplatable: values.filter((t) => t === null).length };
}

/**
 * Renders the samples that pages asked for; called between renders. The
 * samples of one theme are rendered in one go, each in an Emotion cache of
 * its own between marks, under one theme provider: a render and a provider
 * for each sample were a tenth of a build's first thousand pages.
 */
export function flushStaticSamples(): void {
  const byTheme = new Map<string, Array<[string, ReactElement]>>();
  for (const [key, { sample, theme }] of pending) {
    let samples = byTheme.get(theme);
    if (!samples) byTheme.set(theme, (samples = []));
    samples.push([key, sample]);
  }
  pending.clear();
  for (const [theme, samples] of byTheme) {
    const caches = samples.map(() => {
      const cache = createCache({ key: 'css' });
      cache.compat = true;
      return cache;
    });
    const html = renderToStaticMarkup(
      <CacheProvider value={caches[0]}>
        <ThemeProvider theme={themeByKey(theme)} disableStyleSheetGeneration>
          {samples.map(([key, sample], i) => (
            <CacheProvider key={key} value={caches[i]}>
              {createElement(SAMPLE, null, sample)}
            </CacheProvider>
          ))}
        </ThemeProvider>
      </CacheProvider>,
    );
    const pieces = html.split(SAMPLE_OPEN).slice(1);
    // A sample whose markup held the mark itself would split the rest wrongly: then none is templated.
    const whole = pieces.length === samples.length;
    samples.forEach(([key], i) => {
      const piece = pieces[i];
      const root = whole && piece.endsWith(SAMPLE_CLOSE) ? parseTemplate(piece.slice(0, -SAMPLE_CLOSE.length)) : null;
      const styles = Object.entries(caches[i].inserted).filter((e): e is [string, string] => typeof e[1] === 'string');
      templates.set(key, root ? { root, styles } : null);
    });
  }
}

/** The element each sample is rendered in, of a name no component writes and no text can hold (React escapes `<`). */
const SAMPLE = 'blocksite-sample';
const SAMPLE_OPEN = `<${SAMPLE}>`;
const SAMPLE_CLOSE = `</${SAMPLE}>`;

/** Whether a styling value can be part of a key: no function (an sx callback) and no React element. */
function isPlain(value: unknown): boolean {
  if (typeof value === 'function') return false;
  if (value === null || typeof value !== 'object') return true;
  if ('$$typeof' in value) return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (!isPlain(item)) return false;
  return true;
}

/**
 * One styling prop as part of a key, or undefined for a function or an
 * element. Strings carry their length, so no value can run into the next;
 * objects (an sx) are checked first and then given to JSON.stringify without
 * a replacer, several times quicker than a replacer that checks as it goes.
 */
function keyPart(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return `s${value.length}:${value}`;
    case 'number':
    case 'boolean':
    case 'undefined':
      return `${typeof value}:${String(value)}`;
    default: {
      if (!isPlain(value)) return undefined;
      const json = JSON.stringify(value);
      return `o${json.length}:${json}`;
    }
  }
}

/** A component's key and the props that only become attributes, read in one pass: this runs for every MUI component on every page. */
function keyOf(prefix: string, props: Record<string, unknown>): { key: string; attributes: Record<string, unknown> } | undefined {
  let key = prefix;
  const attributes: Record<string, unknown> = {};
  for (const prop in props) {
    const value = props[prop];
    if (prop === 'children' || prop === 'label') key += value === undefined ? '' : `|${prop}`;
    else if (isAttribute(prop)) {
      attributes[prop] = value;
      key += `|@${prop}`;
    } else {
      const part = keyPart(value);
      if (part === undefined) return undefined;
      key += `|${prop}=${part}`;
    }
  }
  return { key, attributes };
}

export function staticMui<C extends ElementType>(Component: C, name: string): C {
  function StaticComponent(allProps: Record<string, unknown>) {
    const cache = useEmotionCache();
    // A site's theme can change fonts, which are written into the CSS: templates are kept per theme.
    const theme = useContext(ThemeKey);
    // Only the server's collecting cache (compat mode) can take remembered rules.
    const keyed = enabled && cache?.compat ? keyOf(`${theme}|${name}`, allProps) : undefined;
    const template = keyed === undefined ? null : templates.get(keyed.key);
    if (!template) {
      if (sampling && keyed !== undefined && template === undefined && !pending.has(keyed.key)) {
        const { children, label, ...rest } = allProps;
        pending.set(keyed.key, {
          sample: createElement(Component, { ...rest, ...(children !== undefined && { children: CHILDREN }), ...(label !== undefined && { label: LABEL }) }),
          theme,
        });
      }
      return createElement(Component, allProps);
    }
    for (const [className, rules] of template.styles) cache!.inserted[className] ??= rules;
    return build(template.root, keyed!.attributes, { [CHILDREN]: allProps.children as ReactNode, [LABEL]: allProps.label as ReactNode });
  }
  StaticComponent.displayName = `Static(${name})`;
  return StaticComponent as unknown as C;
}

function build(node: TemplateNode, attributes: Record<string, unknown> | undefined, content: Record<string, ReactNode>): ReactElement {
  const children = node.children.map((child) =>
    typeof child !== 'string' ? build(child, undefined, content) : child === CHILDREN || child === LABEL ? content[child] : child,
  );
  return createElement(node.tag, { ...node.props, ...attributes }, ...children);
}

const VOID = new Set(['input', 'br', 'hr', 'img', 'meta', 'link', 'source', 'wbr']);
// React writes some attributes in camelCase (dateTime, viewBox), so names may have capitals.
const TOKEN = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-zA-Z][a-zA-Z0-9-]*(?:="[^"]*")?)*)\s*>|<!--.*?-->|([^<]+)/gy;
const ATTRIBUTE = /([a-zA-Z][a-zA-Z0-9-]*)(?:="([^"]*)")?/g;
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  tabindex: 'tabIndex',
  for: 'htmlFor',
  readonly: 'readOnly',
  autofocus: 'autoFocus',
  autoplay: 'autoPlay',
  novalidate: 'noValidate',
  formnovalidate: 'formNoValidate',
  playsinline: 'playsInline',
  itemscope: 'itemScope',
  allowfullscreen: 'allowFullScreen',
  nomodule: 'noModule',
};

/**
 * HTML's boolean attributes, which React writes as name="" when true. Read
 * back, "" is falsy and React would drop the attribute, so they become true.
 */
const BOOLEAN = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'autoplay',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'formnovalidate',
  'hidden',
  'inert',
  'ismap',
  'itemscope',
  'loop',
  'multiple',
  'muted',
  'nomodule',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
]);

const unescapeHtml = (text: string) =>
  text.replace(/&quot;|&#x27;|&lt;|&gt;|&amp;/g, (e) => ({ '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' })[e]!);

/**
 * Reads React's markup for one component back into a tree. Only plain
 * elements with classes and simple attributes qualify; inline styles and
 * anything unexpected make the component render through MUI instead.
 */
function parseTemplate(html: string): TemplateNode | null {
  const top: TemplateNode = { tag: '', props: {}, children: [] };
  const stack = [top];
  for (let at = 0; at < html.length; at = TOKEN.lastIndex) {
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(html);
    if (!match) return null;
    const [, closing, tag, attrs, text] = match;
    const parent = stack[stack.length - 1];
    if (text !== undefined) parent.children.push(unescapeHtml(text));
    else if (closing) {
      if (parent.tag !== tag) return null;
      stack.pop();
    } else if (tag) {
      const props: Record<string, string | true> = {};
      for (const [, attr, value = ''] of attrs.matchAll(ATTRIBUTE)) {
        if (attr === 'style') return null;
        props[PROP_NAMES[attr] ?? attr] = BOOLEAN.has(attr) ? true : unescapeHtml(value);
      }
      const node: TemplateNode = { tag, props, children: [] };
      parent.children.push(node);
      if (!VOID.has(tag)) stack.push(node);
    }
  }
  const root = top.children[0];
  if (stack.length !== 1 || top.children.length !== 1 || typeof root === 'string') return null;
  // Each piece of content must appear exactly once, as a whole text node.
  const flat = JSON.stringify(root);
  for (const marker of [CHILDREN, LABEL]) if (html.split(marker).length > 2 || (html.includes(marker) && !flat.includes(`"${marker}"`))) return null;
  return root;
}
