import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { PreviewPage } from '../api.js';
import type { DataPath } from '../source.js';

export type Scheme = 'light' | 'dark';
const WIDTHS = [390, 1280] as const;

/**
 * The right panel: the page, drawn by the build's own renderers on the
 * server, shown in a sandboxed frame. The frame keeps its document and
 * swaps in each new version, so the scroll position stays put while the
 * owner types.
 */
export function Preview({
  page,
  focus,
  onSelect,
  onNavigate,
  onPainted,
}: {
  page?: PreviewPage;
  focus: DataPath | null;
  onSelect: (path: DataPath) => void;
  onNavigate: (path: string) => void;
  onPainted?: (id: number) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [width, setWidth] = useState<(typeof WIDTHS)[number]>(390);
  const [scheme, setScheme] = useState<Scheme>('light');
  const [room, setRoom] = useState(600);
  const sent = useRef(0);
  const handlers = useRef({ onSelect, onNavigate, onPainted });
  handlers.current = { onSelect, onNavigate, onPainted };

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      // Only the frame's own messages count; its origin is opaque ('null'), so it is known by its window.
      if (event.source !== frame.current?.contentWindow) return;
      const message = event.data as { type: string; path?: unknown; id?: number };
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'select' && Array.isArray(message.path)) handlers.current.onSelect(message.path as DataPath);
      else if (message.type === 'navigate' && typeof message.path === 'string') handlers.current.onNavigate(message.path);
      else if (message.type === 'painted' && typeof message.id === 'number') handlers.current.onPainted?.(message.id);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setRoom(entry.contentRect.width));
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);

  const focusKey = focus ? JSON.stringify(focus) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scheme and focus go with each page but change on their own below
  useEffect(() => {
    if (!ready || !page) return;
    sent.current += 1;
    frame.current?.contentWindow?.postMessage({ type: 'render', id: sent.current, page, scheme, focus: focusKey }, '*');
    // The scheme and focus are sent with each page; they change on their own below.
  }, [ready, page]);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({ type: 'scheme', scheme }, '*');
  }, [ready, scheme]);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({ type: 'focus', focus: focusKey }, '*');
  }, [ready, focusKey]);

  // A wide page is drawn at its width and scaled down to fit the panel.
  const scale = Math.min(1, room / width);
  return (
    <Box component="section" aria-label="Preview" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={width} onChange={(_e, next) => next && setWidth(next)} aria-label="Preview width">
          {WIDTHS.map((w) => (
            <ToggleButton key={w} value={w}>
              {w} px
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={scheme} onChange={(_e, next) => next && setScheme(next)} aria-label="Colour scheme">
          <ToggleButton value="light">Light</ToggleButton>
          <ToggleButton value="dark">Dark</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {page ? page.path : 'Drawing the page…'}
          {page?.stale ? ' · showing the last version without problems' : ''}
        </Typography>
      </Stack>
      <Box ref={box} sx={{ flex: 1, minHeight: 0, overflow: 'hidden', bgcolor: 'action.hover', position: 'relative' }}>
        <iframe
          ref={frame}
          title="Page preview"
          src="/preview-frame"
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          style={{
            border: 0,
            width,
            height: `${100 / scale}%`,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            background: scheme === 'dark' ? '#121212' : '#fff',
            display: 'block',
            margin: scale === 1 ? '0 auto' : 0,
          }}
        />
      </Box>
    </Box>
  );
}
