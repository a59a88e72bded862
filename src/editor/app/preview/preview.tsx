import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { PreviewPage } from '../api.js';
import type { DataPath } from '../source.js';

type Scheme = 'light' | 'dark';
const DEVICES = [
  { name: 'Phone', width: 390 },
  { name: 'Desktop', width: 1280 },
] as const;

/** What the preview shows as selected: a block, and an entry it shows. */
export interface PreviewFocus {
  block: DataPath | null;
  item?: string;
}

/**
 * The right panel: the page, drawn by the build's own renderers on the
 * server, shown in a sandboxed frame at the width of a phone or a desktop
 * screen, at full size: a page wider than the panel scrolls sideways rather
 * than shrinking to unreadable text. The frame keeps its document and swaps
 * in each new version, so the scroll position stays put while the owner
 * types.
 */
export function Preview({
  page,
  focus,
  onSelect,
  onNavigate,
  onKey,
  onPainted,
}: {
  page?: PreviewPage;
  focus: PreviewFocus;
  onSelect: (path: DataPath, item?: string) => void;
  onNavigate: (path: string) => void;
  /** A shortcut pressed in the frame: the editor's keys work there too. */
  onKey: (key: string, shift: boolean) => void;
  onPainted?: (id: number) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [width, setWidth] = useState<number>(DEVICES[0].width);
  // The preview starts in the scheme the owner's system uses, as the editor around it does.
  const [scheme, setScheme] = useState<Scheme>(() =>
    typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  const sent = useRef(0);
  const handlers = useRef({ onSelect, onNavigate, onKey, onPainted });
  handlers.current = { onSelect, onNavigate, onKey, onPainted };

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      // Only the frame's own messages count; its origin is opaque ('null'), so it is known by its window.
      if (event.source !== frame.current?.contentWindow) return;
      const message = event.data as { type: string; path?: unknown; id?: number; item?: unknown; key?: unknown; shift?: unknown };
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'select' && Array.isArray(message.path))
        handlers.current.onSelect(message.path as DataPath, typeof message.item === 'string' ? message.item : undefined);
      else if (message.type === 'navigate' && typeof message.path === 'string') handlers.current.onNavigate(message.path);
      else if (message.type === 'key' && typeof message.key === 'string') handlers.current.onKey(message.key, message.shift === true);
      else if (message.type === 'painted' && typeof message.id === 'number') handlers.current.onPainted?.(message.id);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  const focusKey = JSON.stringify({ block: focus.block ? JSON.stringify(focus.block) : null, item: focus.item });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scheme and focus go with each page but change on their own below
  useEffect(() => {
    if (!ready || !page) return;
    sent.current += 1;
    frame.current?.contentWindow?.postMessage({ type: 'render', id: sent.current, page, scheme, focus: JSON.parse(focusKey) }, '*');
  }, [ready, page]);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({ type: 'scheme', scheme }, '*');
  }, [ready, scheme]);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({ type: 'focus', focus: JSON.parse(focusKey) }, '*');
  }, [ready, focusKey]);

  return (
    <Box component="section" aria-label="Preview" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={width} onChange={(_e, next) => next && setWidth(next)} aria-label="Preview as">
          {DEVICES.map((d) => (
            <ToggleButton key={d.width} value={d.width}>
              {d.name}
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
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', bgcolor: 'action.hover' }}>
        <iframe
          ref={frame}
          title="Page preview"
          src="/preview-frame"
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          style={{ border: 0, width, height: '100%', minHeight: 400, background: scheme === 'dark' ? '#121212' : '#fff', display: 'block', margin: '0 auto' }}
        />
      </Box>
    </Box>
  );
}
