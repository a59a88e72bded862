import { Box, Card, CardContent, Typography } from '../../ui/mui.js';
import { InlineText } from '../../ui/inline-text.js';
import { SmartLink } from '../../ui/smart-link.js';
import type { CardGrid as CardGridBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import { ICONS } from '../../ui/icons.js';
import type { BlockProps } from '../types.js';

export function CardGrid({ block }: BlockProps<CardGridBlock>) {
  const columns = block.columns ?? Math.min(block.cards.length, 3);
  const TitleTag = block.heading ? 'h3' : 'h2';
  return (
    <BlockSection heading={block.heading} intro={block.intro && <InlineText text={block.intro} />}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(columns, 2)}, 1fr)`, md: `repeat(${columns}, 1fr)` } }}>
        {block.cards.map((card) => {
          const Icon = card.icon ? ICONS[card.icon] : undefined;
          return (
            <Card key={card.title} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
                {Icon && (
                  <Box aria-hidden sx={{ width: 48, height: 48, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: 'action.selected', color: 'primary.main', mb: 2 }}>
                    <Icon />
                  </Box>
                )}
                <Typography component={TitleTag} variant="h3" sx={{ mb: 1 }}>
                  {card.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <InlineText text={card.text} />
                </Typography>
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
    </BlockSection>
  );
}
