import { Box } from './mui.js';
import type { Post } from '../types/site.js';
import { formatDate } from './format-date.js';

/**
 * Author · date · read time. Every item draws a separator before itself and
 * the row is shifted left by one separator inside a clipping box, so the
 * separator that starts any line, wrapped or not, is hidden.
 */
export function PostMeta({ post, language, items = ['author', 'date', 'readTime'] }: { post: Post; language: string; items?: Array<'author' | 'date' | 'readTime'> }) {
  const parts = { author: <span key="a">{post.author}</span>, date: <time key="d" dateTime={post.date}>{formatDate(post.date, language)}</time>, readTime: <span key="r">{post.readTime}</span> };
  return (
    <Box sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', rowGap: 0.25, ml: '-1.25em', color: 'text.secondary', typography: 'body2', '& > *': { whiteSpace: 'nowrap' }, '& > *::before': { content: '"·"', display: 'inline-block', width: '1.25em', textAlign: 'center' } }}>
        {items.map((item) => parts[item])}
      </Box>
    </Box>
  );
}
