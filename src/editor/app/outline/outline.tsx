import { Box, Button, InputAdornment, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { SchemaSet } from '../schema/schema-set.js';
import type { DataPath } from '../source.js';
import { startsWith } from '../state/data-edit.js';
import { outlineTree, type OutlineNode } from './entries.js';
import { Row } from './row.js';
import { ancestorsOf, visibleNodes } from './tree.js';

/**
 * The left panel: every part of the site the form can open, as a tree the
 * WAI-ARIA way (one Tab stop; arrow keys move, Right and Left open and
 * close, Enter opens the form), a search over all of it, and "New page".
 */
export const Outline = memo(function Outline({
  schemas,
  data,
  selection,
  problemPaths,
  onSelect,
  onNewPage,
}: {
  schemas: SchemaSet;
  data: unknown;
  selection: DataPath;
  problemPaths: DataPath[];
  onSelect: (path: DataPath) => void;
  onNewPage: () => void;
}) {
  const [query, setQuery] = useState('');
  const tree = useMemo(() => outlineTree(schemas, data), [schemas, data]);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(['group:site', 'group:pages', 'group:collections']));
  const selectedKey = JSON.stringify(selection);
  const [focusKey, setFocusKey] = useState<string>(selectedKey);
  const box = useRef<HTMLDivElement>(null);
  const needle = query.trim().toLowerCase();

  // What holds the selection opens, so the selected line can be seen; the owner may close it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the selection moves, not when the tree is redrawn
  useEffect(() => {
    const holders = ancestorsOf(tree, selection);
    setExpanded((old) => (holders.every((k) => old.has(k)) ? old : new Set([...old, ...holders])));
    setFocusKey(selectedKey);
  }, [selectedKey]);

  const visible = useMemo(() => visibleNodes(tree, expanded, needle), [tree, expanded, needle]);
  const focusable = visible.some((v) => v.node.key === focusKey)
    ? focusKey
    : (visible.find((v) => v.node.key === selectedKey)?.node.key ?? visible[0]?.node.key);

  // The selected line scrolls into view when the selection comes from elsewhere (the preview, a problem).
  useEffect(() => {
    const el = box.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(selectedKey)}"]`);
    if (el && !el.matches(':focus')) el.scrollIntoView({ block: 'nearest' });
  }, [selectedKey]);

  // Stable across keystrokes, so the rows' memo holds: typing in a form redraws none of them.
  const toggle = useCallback(
    (key: string) =>
      setExpanded((old) => {
        const next = new Set(old);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const byKey = useRef(new Map<string, OutlineNode>());
  byKey.current = new Map(visible.map((v) => [v.node.key, v.node]));
  const activate = useCallback(
    (key: string) => {
      const node = byKey.current.get(key);
      if (!node) return;
      setFocusKey(key);
      if (node.path) onSelect(node.path);
      else toggle(key);
    },
    [onSelect, toggle],
  );
  const moveTo = (key: string | undefined) => {
    if (!key) return;
    setFocusKey(key);
    box.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = visible.findIndex((v) => v.node.key === focusable);
    const here = visible[at];
    if (!here) return;
    const { node } = here;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(visible[at + 1]?.node.key);
        break;
      case 'ArrowUp':
        moveTo(visible[at - 1]?.node.key);
        break;
      case 'Home':
        moveTo(visible[0]?.node.key);
        break;
      case 'End':
        moveTo(visible[visible.length - 1]?.node.key);
        break;
      case 'ArrowRight':
        if (node.children.length === 0) return;
        if (!here.open) toggle(node.key);
        else moveTo(visible[at + 1]?.node.key);
        break;
      case 'ArrowLeft':
        if (here.open && !needle) toggle(node.key);
        else moveTo(here.parent);
        break;
      case 'Enter':
      case ' ':
        activate(node.key);
        break;
      default: {
        // A letter jumps to the next line that starts with it.
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLowerCase();
        const after = [...visible.slice(at + 1), ...visible.slice(0, at)].find((v) => v.node.label.toLowerCase().startsWith(letter));
        if (!after) return;
        moveTo(after.node.key);
      }
    }
    event.preventDefault();
  };

  const problemKeys = useMemo(() => {
    const keys = new Set<string>();
    const mark = (nodes: OutlineNode[]): void => {
      for (const node of nodes) {
        if (node.path && problemPaths.some((p) => startsWith(p, node.path!))) keys.add(node.key);
        mark(node.children);
      }
    };
    mark(tree);
    return keys;
  }, [tree, problemPaths]);

  // The tree's lines nest in groups, as the pattern wants; a group's lines follow its parent's.
  const render = (from: number, level: number): [ReactElement[], number] => {
    const rows: ReactElement[] = [];
    let i = from;
    while (i < visible.length && visible[i].level === level) {
      const v = visible[i];
      const row = (
        <Row
          nodeKey={v.node.key}
          label={v.node.label}
          detail={v.node.detail}
          parent={v.node.children.length > 0}
          group={v.node.path === undefined}
          level={v.level}
          open={v.open}
          selected={v.node.key === selectedKey}
          focusable={v.node.key === focusable}
          problem={problemKeys.has(v.node.key)}
          onActivate={activate}
          onToggle={toggle}
        />
      );
      i++;
      if (v.open) {
        const [children, next] = render(i, level + 1);
        rows.push(
          <Box key={v.node.key} role="none">
            {row}
            <Box role="group">{children}</Box>
          </Box>,
        );
        i = next;
      } else
        rows.push(
          <Box key={v.node.key} role="none">
            {row}
          </Box>,
        );
    }
    return [rows, i];
  };

  return (
    <Box component="nav" aria-label="Site outline" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 1.5, pb: 1 }}>
        <TextField
          size="small"
          fullWidth
          label="Search the site"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box ref={box} role="tree" aria-label="Parts of the site" onKeyDown={onKeyDown} sx={{ overflowY: 'auto', flex: 1, pb: 1 }}>
        {render(0, 1)[0]}
      </Box>
      <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
        <Button fullWidth startIcon={<AddIcon />} onClick={onNewPage}>
          New page
        </Button>
      </Box>
    </Box>
  );
});
