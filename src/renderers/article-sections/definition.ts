import { LANGUAGES } from '../../model/code-languages.js';
import { defineBlock } from '../define-block.js';
import { each } from '../../validate/bindings.js';
import { fixTo, suggestion } from '../../validate/suggest.js';
import { sectionAnchors } from './anchors.js';
import { withFix } from '../../problem.js';
import { ArticleEntryExtraField, ArticleEntryKind, CodeWithoutLanguage, UnknownCodeLanguage } from '../../problem-catalogue.js';

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
          ctx.report(at, ArticleEntryKind(kinds));
          return;
        }
        const [kind] = kinds;
        for (const key of ['language', 'title', 'caption'] as const) {
          if (key in item && !(KINDS[kind] as readonly string[]).includes(key)) ctx.report([...at, key], ArticleEntryExtraField(key, kind), 'key');
        }
        if (kind === 'code') {
          if (item.language === undefined) ctx.report(at, CodeWithoutLanguage());
          else if (!LANGUAGES.has(item.language))
            ctx.report(
              [...at, 'language'],
              withFix(
                UnknownCodeLanguage(item.language, suggestion(item.language, LANGUAGES) || '; use its usual short name (ts, py, sh) or text'),
                fixTo(item.language, LANGUAGES),
              ),
            );
        }
        if (kind === 'image') ctx.image([...at, 'image'], item.image, 'article');
      });
    });
  },
});
