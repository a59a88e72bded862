import { Fragment } from 'react';
import { itemPath } from '../model/collections.js';
import { formatDate, referenceTitle, scaleOf, valueText } from '../model/format.js';
import { linkText } from '../markup/link-target.js';
import type { Item } from '../types/site.js';
import type { Declaration } from '../model/site-reader.js';
import type { ImageValue } from '../model/pictures.js';
import { Mail, Phone } from './icons.js';
import { InlineText } from './inline-text.js';
import { Picture } from './picture.js';
import { RatingChip } from './rating-chip.js';
import { useReader } from './site-context.js';
import { SmartLink } from './smart-link.js';
import { WithIcon } from './with-icon.js';

/**
 * One field of an item as a reader sees it: text, formatted numbers and
 * dates, a rating on its scale, links for addresses, and a referenced item's
 * title, linked to its page when it has one. A list is a line of entries
 * where room is short (a table cell, a card), and a real list, numbered
 * when its order matters, where there is room (`roomy`: an item's page).
 */
export function FieldValue({ collection, field, item, roomy }: { collection: Declaration; field: string; item: Item; roomy?: boolean }) {
  const read = useReader();
  const value = item[field];
  const decl = collection.fields[field];
  if (value === undefined || value === null) return null;
  switch (decl.type) {
    case 'inline-text':
      return <InlineText text={value as string} />;
    case 'image':
      return <Picture image={value as ImageValue} place="thumb" className="thumb" />;
    case 'rating':
      return <RatingChip value={value as number} scale={scaleOf(read.settings, collection, field)} />;
    case 'date':
      return <time dateTime={value as string}>{formatDate(value as string, read.settings.language)}</time>;
    case 'time':
    case 'datetime':
    case 'duration':
      return <time dateTime={value as string}>{valueText(read, collection, field, item)}</time>;
    case 'link':
      return decl.labelled ? (
        <SmartLink to={(value as { to: string }).to}>{(value as { label: string }).label}</SmartLink>
      ) : (
        <SmartLink to={value as string}>{linkText(value as string, read.settings)}</SmartLink>
      );
    case 'email':
      return (
        <WithIcon icon={Mail}>
          <SmartLink to={`mailto:${value as string}`} />
        </WithIcon>
      );
    case 'phone':
      return (
        <WithIcon icon={Phone}>
          <SmartLink to={`tel:${value as string}`} />
        </WithIcon>
      );
    case 'list':
      return roomy ? (
        <EntryList entries={value as string[]} ordered={decl.ordered === true} />
      ) : (
        (value as string[]).map((entry, i) => (
          <Fragment key={i}>
            {i > 0 && ', '}
            <InlineText text={entry} />
          </Fragment>
        ))
      );
    case 'reference': {
      const target = read.declaration(decl.to);
      const ids = decl.many ? (value as string[]) : [value as string];
      return (
        <>
          {ids.map((id, i) => {
            const title = referenceTitle(read, decl.to, id);
            const path = itemPath(target, id);
            return (
              <Fragment key={id}>
                {i > 0 && ', '}
                {path ? <SmartLink to={path}>{title}</SmartLink> : title}
              </Fragment>
            );
          })}
        </>
      );
    }
    default:
      return <>{valueText(read, collection, field, item)}</>;
  }
}

/** A list field's entries as a real list: numbered when their order matters (steps), bulleted otherwise. */
export function EntryList({ entries, ordered }: { entries: string[]; ordered: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="entries">
      {entries.map((entry, i) => (
        <li key={i}>
          <InlineText text={entry} />
        </li>
      ))}
    </List>
  );
}
