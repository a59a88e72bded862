import { useItemMark } from '../../ui/item-mark.js';
import { itemPath, shownField } from '../../model/collections.js';
import type { Item, PostList as PostListBlock } from '../../types/site.js';
import { Grouped, listedGroups } from '../../ui/listing.js';
import { BlockSection } from '../../ui/block-section.js';
import { FieldValue } from '../../ui/field-value.js';
import { ItemMeta } from '../../ui/item-meta.js';
import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '../../ui/mui.js';
import { useReader } from '../../ui/site-context.js';
import { ButtonLink } from '../../ui/smart-link.js';
import type { BlockProps } from '../define-block.js';
import { PARTS } from './parts.js';

/** SPEC §4: the first highlighted post is the large card; every post not highlighted goes in the grid. */
function splitPosts(posts: Item[], highlight?: string): { featured?: Item; grid: Item[] } {
  if (!highlight) return { grid: posts };
  return { featured: posts.find((p) => p[highlight] === true), grid: posts.filter((p) => p[highlight] !== true) };
}

export function PostList({ block }: BlockProps<PostListBlock>) {
  const read = useReader();
  const collection = read.declaration(block.collection);
  const groups = listedGroups(read, block);
  const mark = useItemMark();
  const { featured } = splitPosts(
    groups.flatMap((group) => group.items),
    block.highlight?.field,
  );
  // The featured post is drawn once, above the groups; the rest in their groups.
  const rest = groups.map((group) => ({ ...group, items: splitPosts(group.items, block.highlight?.field).grid })).filter((group) => group.items.length > 0);
  const field = (part: keyof typeof PARTS) => shownField(collection, block.show, part, PARTS[part]);
  const [title, date, summary, teaser, badge] = [field('title')!, field('date'), field('summary'), field('teaser'), field('badge')];
  const meta = block.show?.meta ?? [];
  const href = (post: Item) => itemPath(collection, post.id)!;
  const value = (post: Item, name: string | undefined) =>
    name && post[name] !== undefined ? <FieldValue collection={collection} field={name} item={post} /> : undefined;
  return (
    <BlockSection heading={block.heading}>
      {featured && (
        <Card variant="outlined" sx={{ mb: 4, borderColor: 'secondary.main', borderWidth: 2 }} {...mark(featured.id)}>
          <CardContent sx={{ p: { xs: 3, md: 5 } }}>
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              {block.highlight?.badge && <Chip label={block.highlight.badge} color="secondary" size="small" />}
              {badge && featured[badge] !== undefined && <Chip label={featured[badge] as string} size="small" variant="outlined" />}
            </Stack>
            <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
              <Link href={href(featured)} underline="hover" color="inherit">
                {featured[title] as string}
              </Link>
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: '75ch' }}>
              {value(featured, teaser ?? summary)}
            </Typography>
            <ItemMeta collection={collection} item={featured} fields={block.show?.featuredMeta ?? meta} />
            <Box sx={{ mt: 3 }}>
              <ButtonLink to={href(featured)} label={block.buttons.highlighted} />
            </Box>
          </CardContent>
        </Card>
      )}
      <Grouped heading={block.heading} groups={rest}>
        {(grid, level) => (
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
          >
            {grid.map((post) => (
              <Card component="li" key={post.id} variant="outlined" sx={{ display: 'flex' }} {...mark(post.id)}>
                <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
                  <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                    {badge && post[badge] !== undefined && <Chip label={post[badge] as string} size="small" variant="outlined" />}
                    {date && post[date] !== undefined && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        <FieldValue collection={collection} field={date} item={post} />
                      </Typography>
                    )}
                  </Stack>
                  <Typography component={block.groupBy ? level : 'h3'} variant="h3">
                    <Link href={href(post)} underline="hover" color="inherit">
                      {post[title] as string}
                    </Link>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                    {value(post, summary)}
                  </Typography>
                  <ItemMeta collection={collection} item={post} fields={meta} />
                  <Box>
                    {/* The post's title, hidden from sight, makes each 'Read more' distinct for screen readers and search engines. */}
                    <ButtonLink to={href(post)} label={block.buttons.others} context={post[title] as string} variant="secondary" size="small" />
                  </Box>
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
      </Grouped>
    </BlockSection>
  );
}
