import { useContext, type ReactNode } from 'react';
import { headingAnchor } from '../model/anchors.js';
import { referenceTitle } from '../model/format.js';
import { groupItems, groupLabel, listingQuery, type Listing } from '../model/shape.js';
import type { Item } from '../types/site.js';
import { Anchors } from './anchors.js';
import { Box, Typography } from './mui.js';
import type { SiteReader } from '../model/site-reader.js';

/** A heading level below a block's own. */
export type Level = 'h2' | 'h3' | 'h4';

/** Items as a block lists them: in groups under headings, or (label undefined) in one group without one. */
export interface ListedGroup {
  label?: string;
  items: Item[];
}

/**
 * The items a block lists, through the page's reader as one recorded query
 * (its where, sortBy and limit), then gathered by its groupBy: the
 * grouping is worked out from what the query gave and the declaration
 * read, so it needs no read of its own.
 */
export function listedGroups(read: SiteReader, block: Listing): ListedGroup[] {
  const items = read.query(block.collection, listingQuery(block));
  if (block.groupBy === undefined) return [{ items }];
  const decl = read.declaration(block.collection).fields[block.groupBy];
  return groupItems(items, block.groupBy, decl, (value) => groupLabel(decl, value, read.settings, (collection, id) => referenceTitle(read, collection, id)));
}

/**
 * A block's items, group by group: each group under a real heading, one
 * level below the block's own, with an anchor from its words; drawn by
 * `children`, told the level the items' own titles take.
 */
export function Grouped({
  heading,
  groups,
  children,
}: {
  heading?: string;
  groups: ListedGroup[];
  children: (items: Item[], level: Level, label?: string) => ReactNode;
}) {
  const scope = useContext(Anchors);
  const level: Level = heading ? 'h3' : 'h2';
  if (groups.length === 1 && groups[0].label === undefined) return <>{children(groups[0].items, level)}</>;
  // Every group's anchor is taken before the items draw theirs, as validation counts them (validate/anchor-names.ts).
  const ids = groups.map((group) => {
    const name = headingAnchor(group.label ?? '');
    return scope ? scope.take(name) : name;
  });
  const inner: Level = level === 'h2' ? 'h3' : 'h4';
  return (
    <>
      {groups.map((group, g) => (
        <Box key={ids[g]} sx={{ '& + &': { mt: { xs: 4, md: 5 } } }}>
          <Typography component={level} variant="h3" id={ids[g]} sx={{ mb: 2 }}>
            {group.label}
          </Typography>
          {children(group.items, inner, group.label)}
        </Box>
      ))}
    </>
  );
}
