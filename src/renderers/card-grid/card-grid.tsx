import { useItemMark } from '../../ui/item-mark.js';
import type { ReactNode } from 'react';
import { itemPath, shownField } from '../../model/collections.js';
import type { Shown } from '../../model/item-values.js';
import type { Card as CardData, CardGrid as CardGridData, Item } from '../../types/site.js';
import type { Listing } from '../../model/shape.js';
import { Grouped, type Level, type ListedGroup, listedGroups } from '../../ui/listing.js';
import type { SiteReader } from '../../model/site-reader.js';
import { BlockSection } from '../../ui/block-section.js';
import { FieldValue } from '../../ui/field-value.js';
import { materialIcon } from '../../ui/icons.js';
import { InlineText } from '../../ui/inline-text.js';
import type { ImageValue } from '../../model/pictures.js';
import { Box, Card, CardContent, Typography } from '../../ui/mui.js';
import { encodedImage, Picture } from '../../ui/picture.js';
import { useReader } from '../../ui/site-context.js';
import { SmartLink } from '../../ui/smart-link.js';
import type { BlockProps } from '../define-block.js';
import { PARTS } from './parts.js';
import { cardSizes, shapeAspect } from './shape.js';

type WrittenCard = Shown<CardData>;
type CardGridBlock = Shown<CardGridData>;

/** One card, however it was declared. */
interface CardView {
  key: string;
  /** The collection entry a card shows, if it shows one. */
  item?: string;
  icon?: WrittenCard['icon'];
  image?: ImageValue;
  title: string;
  text?: ReactNode;
  points?: string[];
  link?: { label: string; to: string };
}

function writtenCards(cards: WrittenCard[]): CardView[] {
  return cards.map((card) => ({
    key: card.title,
    icon: card.icon,
    image: card.image,
    title: card.title,
    text: <InlineText text={card.text} />,
    points: card.points,
    link: card.link,
  }));
}

function collectionCards(block: CardGridBlock, read: SiteReader, items: Item[]): CardView[] {
  const collection = read.declaration(block.collection!);
  const title = shownField(collection, block.show, 'title', PARTS.title)!;
  const text = shownField(collection, block.show, 'text', PARTS.text);
  const points = shownField(collection, block.show, 'points', PARTS.points);
  const image = shownField(collection, block.show, 'image', PARTS.image);
  const link = block.itemLink;
  return items.map((item) => {
    const to = link && (link.field ? (item[link.field] as string | undefined) : itemPath(collection, item.id));
    return {
      key: item.id,
      item: item.id,
      image: image ? (item[image] as ImageValue | undefined) : undefined,
      title: item[title] as string,
      text: text && item[text] !== undefined ? <FieldValue collection={collection} field={text} item={item} /> : undefined,
      points: points ? (item[points] as string[] | undefined) : undefined,
      link: link && to ? { label: link.label, to } : undefined,
    };
  });
}

export function CardGrid({ block }: BlockProps<CardGridData>) {
  const read = useReader();
  const groups: ListedGroup[] = block.collection === undefined ? [] : listedGroups(read, block as Listing);
  const written = block.cards ? writtenCards(block.cards) : undefined;
  const count = written ? written.length : Math.max(...groups.map((group) => group.items.length));
  const columns = block.columns ?? Math.max(1, Math.min(count, 3));
  const shape = block.imageShape ?? 'landscape';
  const mark = useItemMark();
  const grid = (cards: CardView[], TitleTag: Level) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(columns, 2)}, 1fr)`, md: `repeat(${columns}, 1fr)` } }}>
      {cards.map((card) => {
        const Icon = card.icon ? materialIcon(card.icon) : undefined;
        return (
          <Card
            key={card.key}
            {...(card.item && mark(card.item))}
            variant="outlined"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              '& > picture img': { display: 'block', width: '100%', height: 'auto', aspectRatio: shapeAspect(shape), objectFit: 'cover' },
            }}
          >
            {card.image && <Picture image={card.image} place="card" sizes={cardSizes(columns, shape, encodedImage(read, card.image))} />}
            <CardContent sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
              {Icon && (
                <Box
                  aria-hidden
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 2.5,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'action.selected',
                    color: 'primary.main',
                    mb: 2,
                  }}
                >
                  <Icon />
                </Box>
              )}
              <Typography component={TitleTag} variant="h3" sx={{ mb: 1 }}>
                {card.title}
              </Typography>
              {card.text && (
                <Typography variant="body2" color="text.secondary">
                  {card.text}
                </Typography>
              )}
              {card.points && (
                <Box component="ul" sx={{ pl: 2.5, mt: 1.5, mb: 0, color: 'text.secondary', typography: 'body2' }}>
                  {card.points.map((point, i) => (
                    <li key={i}>
                      <InlineText text={point} />
                    </li>
                  ))}
                </Box>
              )}
              {card.link && (
                <Box sx={{ mt: 'auto', pt: 2 }}>
                  <SmartLink to={card.link.to} sx={{ fontWeight: 650 }}>
                    {card.link.label}
                    {/* 'Learn More' alone says nothing out of context; name the card for screen readers and search engines. */}
                    {!card.link.label.toLowerCase().includes(card.title.toLowerCase()) && <span className="visually-hidden">: {card.title}</span>}
                  </SmartLink>
                </Box>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
  return (
    <BlockSection heading={block.heading} intro={block.intro && <InlineText text={block.intro} />}>
      {written ? (
        grid(written, block.heading ? 'h3' : 'h2')
      ) : (
        <Grouped heading={block.heading} groups={groups}>
          {(items, level) => grid(collectionCards(block, read, items), level)}
        </Grouped>
      )}
    </BlockSection>
  );
}
