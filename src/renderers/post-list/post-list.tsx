import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '../../ui/mui.js';
import { InlineText } from '../../ui/inline-text.js';
import { useSite } from '../../ui/site-context.js';
import { ButtonLink } from '../../ui/smart-link.js';
import type { Post, PostList as PostListBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import { formatDate } from '../../ui/format-date.js';
import { PostMeta } from '../../ui/post-meta.js';
import type { BlockProps } from '../types.js';

/** SPEC §4: the first post flagged featured is the large card; every unflagged post goes in the grid. */
export function splitPosts(posts: Post[]): { featured?: Post; grid: Post[] } {
  const featured = posts.find((p) => p.featured === true);
  return { featured, grid: posts.filter((p) => p.featured !== true) };
}

export function PostList({ block }: BlockProps<PostListBlock>) {
  const { featured, grid } = splitPosts(useSite().collections.posts ?? []);
  const href = (post: Post) => `${block.linkBase === '/' ? '' : block.linkBase}/${post.id}`;
  return (
    <BlockSection heading={block.heading}>
      {featured && (
        <Card variant="outlined" sx={{ mb: 4, borderColor: 'primary.main', borderWidth: 2 }}>
          <CardContent sx={{ p: { xs: 3, md: 5 } }}>
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              <Chip label={block.labels.featured} color="primary" size="small" />
              <Chip label={featured.category} size="small" variant="outlined" />
            </Stack>
            <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
              <Link href={href(featured)} underline="hover" color="inherit">{featured.title}</Link>
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: '75ch' }}>
              <InlineText text={featured.content} />
            </Typography>
            <PostMeta post={featured} language={useSite().settings.language} />
            <Box sx={{ mt: 3 }}>
              <ButtonLink to={href(featured)} label={block.labels.readFull} />
            </Box>
          </CardContent>
        </Card>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {grid.map((post) => (
          <Card component="li" key={post.id} variant="outlined" sx={{ display: 'flex' }}>
            <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
              <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Chip label={post.category} size="small" variant="outlined" />
                <Typography component="time" dateTime={post.date} variant="body2" color="text.secondary">
                  {formatDate(post.date, useSite().settings.language)}
                </Typography>
              </Stack>
              <Typography component="h3" variant="h3">
                <Link href={href(post)} underline="hover" color="inherit">{post.title}</Link>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                <InlineText text={post.excerpt} />
              </Typography>
              <PostMeta post={post} language={useSite().settings.language} items={['author', 'readTime']} />
              <Box>
                {/* The post's title, hidden from sight, makes each 'Read More' distinct for screen readers and search engines. */}
                <ButtonLink to={href(post)} label={block.labels.readMore} context={post.title} variant="secondary" size="small" />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </BlockSection>
  );
}
