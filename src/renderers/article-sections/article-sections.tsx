import { Box } from '../../ui/mui.js';
import { InlineText } from '../../ui/inline-text.js';
import type { ArticleSections as ArticleSectionsBlock, Section } from '../../types/site.js';
import type { BlockProps } from '../define-block.js';

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
} as const;

export function ArticleSections({ block }: BlockProps<ArticleSectionsBlock>) {
  return (
    <Box className="prose" sx={proseSx}>
      {block.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.body.map((item, i) => (
            <BodyItemView key={i} item={item} />
          ))}
        </section>
      ))}
    </Box>
  );
}
