import { LANGUAGES } from '../../model/code-languages.js';
import { defineBlock } from '../define-block.js';
import { each } from '../../validate/bindings.js';
import { fixTo, suggestion } from '../../validate/suggest.js';
import { sectionAnchors } from './anchors.js';

/** What a body entry that is not a paragraph can be, and what may go with each. */
const KINDS = { list: [], steps: [], subheading: [], code: ['language', 'title'], image: ['caption'] } as const;

export default defineBlock('article-sections', {
  anchors: (block) => sectionAnchors(block),
  check(block, ctx) {
    each(block.sections, (section, s) => {
      each(section?.body, (item, b) => {
        if (typeof item !== 'object' || item === null) return;
        const at = ['sections', s, 'body', b];
        const kinds = Object.keys(KINDS).filter((k) => k in item) as Array<keyof typeof KINDS>;
        if (kinds.length !== 1) {
          ctx.report(
            at,
            kinds.length === 0
              ? 'this entry needs one of list, steps, subheading, code or image'
              : `this entry has ${kinds.join(' and ')}; give each its own entry`,
          );
          return;
        }
        const [kind] = kinds;
        for (const key of ['language', 'title', 'caption'] as const) {
          if (key in item && !(KINDS[kind] as readonly string[]).includes(key))
            ctx.report([...at, key], `${key} goes with ${key === 'caption' ? 'an image' : 'code'}, not with ${kind}; remove it`, 'key');
        }
        if (kind === 'code') {
          if (item.language === undefined) ctx.report(at, 'a code block needs language, for highlighting: e.g. ts, yaml or sh, or text for none');
          else if (!LANGUAGES.has(item.language))
            ctx.report(
              [...at, 'language'],
              `there is no language '${item.language}' to highlight${suggestion(item.language, LANGUAGES) || '; use its usual short name (ts, py, sh) or text'}`,
              'value',
              fixTo(item.language, LANGUAGES),
            );
        }
        if (kind === 'image') ctx.image([...at, 'image'], item.image, 'article');
      });
    });
  },
});
