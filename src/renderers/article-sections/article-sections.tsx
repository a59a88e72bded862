import type { Shown } from '../../model/item-values.js';
import type { ArticleSections as ArticleSectionsBlock, Section as WrittenSection } from '../../types/site.js';

type Section = Shown<WrittenSection>;
import { CodeBlock } from '../../ui/code-block.js';
import { InlineText } from '../../ui/inline-text.js';
import { Box } from '../../ui/mui.js';
import { Picture } from '../../ui/picture.js';
import type { BlockProps } from '../define-block.js';
import { useAnchor } from '../../ui/anchors.js';
import { sectionAnchors } from './anchors.js';

type BodyItem = Section['body'][number];

function BodyItemView({ item }: { item: BodyItem }) {
  if (typeof item === 'string') {
    return (
      <p>
        <InlineText text={item} />
      </p>
    );
  }
  if (item.subheading) return <h3>{item.subheading}</h3>;
  if (item.code !== undefined) return <CodeBlock code={item.code} language={item.language ?? 'text'} title={item.title} />;
  if (item.image) {
    return (
      <figure>
        <Picture image={item.image} place="article" />
        {item.caption && (
          <figcaption>
            <InlineText text={item.caption} />
          </figcaption>
        )}
      </figure>
    );
  }
  const items = (item.list ?? item.steps ?? []).map((text, i) => (
    <li key={i}>
      <InlineText text={text} />
    </li>
  ));
  return item.steps ? <ol>{items}</ol> : <ul>{items}</ul>;
}

/**
 * Long prose is plain HTML styled by one rule set on the container, rather
 * than a styled component per paragraph: articles are most of a site's
 * markup, and this keeps prerendering them cheap. A plain object (not a
 * function of the theme) lets the container's markup be made once per build.
 */
const proseSx = {
  maxWidth: '75ch',
  py: 2,
  '& section': { mt: 4 },
  '& h2': { typography: 'h2', m: 0, mb: 2 },
  '& h3': { typography: 'h3', mt: 3, mb: 1.5 },
  '& p, & ul, & ol': { typography: 'body1', m: 0, mb: 2 },
  '& ul, & ol': { pl: 3 },
  '& li': { mb: 1 },
  '& > section > figure': { m: 0, mb: 2.5 },
  '& figure img': { display: 'block', width: '100%', height: 'auto', borderRadius: 2 },
  '& figure > figcaption': { typography: 'body2', color: 'text.secondary', mt: 1 },
} as const;

function ArticleSection({ section, anchor }: { section: Section; anchor: string }) {
  return (
    <section id={useAnchor(anchor)}>
      <h2>{section.heading}</h2>
      {section.body.map((item, j) => (
        <BodyItemView key={j} item={item} />
      ))}
    </section>
  );
}

export function ArticleSections({ block }: BlockProps<ArticleSectionsBlock>) {
  const anchors = sectionAnchors(block);
  return (
    <Box className="prose" sx={proseSx}>
      {block.sections.map((section, i) => (
        <ArticleSection key={i} section={section} anchor={anchors[i]} />
      ))}
    </Box>
  );
}
