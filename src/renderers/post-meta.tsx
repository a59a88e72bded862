import { Box } from '@mui/material';
import type { Post } from '../types/site.js';
import { formatDate } from './format-date.js';

/**
 * Author · date · read time. The separators are drawn by CSS before every
 * item but the first, so a wrapped line never starts with a stray dot.
 */
export function PostMeta({ post, language, items = ['author', 'date', 'readTime'] }: { post: Post; language: string; items?: Array<'author' | 'date' | 'readTime'> }) {
  const parts = { author: <span key="a">{post.author}</span>, date: <time key="d" dateTime={post.date}>{formatDate(post.date, language)}</time>, readTime: <span key="r">{post.readTime}</span> };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.25, rowGap: 0.25, color: 'text.secondary', typography: 'body2', '& > *': { whiteSpace: 'nowrap' }, '& > * + *::before': { content: '"·"', mr: 1.25, color: 'text.secondary' } }}>
      {items.map((item) => parts[item])}
    </Box>
  );
}
