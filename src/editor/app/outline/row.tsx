import { Box, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { memo } from 'react';

/** One line of the tree, drawn again only when what it shows changes: typing in a form leaves the outline's hundreds of lines alone. */
export const Row = memo(function Row({
  nodeKey,
  label,
  detail,
  parent,
  group,
  level,
  open,
  selected,
  focusable,
  problem,
  onActivate,
  onToggle,
}: {
  nodeKey: string;
  label: string;
  detail?: string;
  parent: boolean;
  group: boolean;
  level: number;
  open: boolean;
  selected: boolean;
  focusable: boolean;
  problem: boolean;
  onActivate: (key: string) => void;
  onToggle: (key: string) => void;
}) {
  return (
    <Box
      component="div"
      role="treeitem"
      id={`outline-${nodeKey}`}
      data-key={nodeKey}
      aria-level={level}
      aria-expanded={parent ? open : undefined}
      aria-selected={group ? undefined : selected}
      tabIndex={focusable ? 0 : -1}
      onClick={(e) => {
        e.stopPropagation();
        onActivate(nodeKey);
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 0.5 + (level - 1) * 1.75,
        pr: 1,
        py: group ? 0.75 : 0.4,
        cursor: 'pointer',
        borderRadius: 1,
        mx: 0.5,
        bgcolor: selected ? 'action.selected' : undefined,
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '&:focus-visible': { outline: '3px solid var(--focus-ring)', outlineOffset: -3 },
      }}
    >
      <Box
        component="span"
        aria-hidden
        onClick={(e) => {
          if (!parent) return;
          e.stopPropagation();
          onToggle(nodeKey);
        }}
        sx={{ display: 'inline-flex', width: 20, flexShrink: 0, color: 'text.secondary' }}
      >
        {parent && (open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />)}
      </Box>
      <Box component="span" sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontSize: group ? 12 : 14,
            fontWeight: group ? 700 : 400,
            letterSpacing: group ? '0.08em' : undefined,
            textTransform: group ? 'uppercase' : undefined,
            color: group ? 'text.secondary' : 'text.primary',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
          {problem && (
            <Box component="span" sx={{ color: 'error.main' }}>
              {' ⚠'}
              <Box component="span" sx={visuallyHidden}>
                {' (has problems)'}
              </Box>
            </Box>
          )}
        </Typography>
        {detail && (
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: 12, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
});

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
