import { useId } from 'react';
import { dayName, timeOfDay, weekOf } from '../../model/hours.js';
import type { OpeningHours as OpeningHoursBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import { Box } from '../../ui/mui.js';
import { ScrollTable } from '../../ui/scroll-table.js';
import { useReader } from '../../ui/site-context.js';
import { SmallPrint } from '../../ui/small-print.js';
import { SmartLink } from '../../ui/smart-link.js';
import { Mail, Phone, Place } from '../../ui/icons.js';
import { WithIcon } from '../../ui/with-icon.js';
import type { BlockProps } from '../define-block.js';

/** The organization's week as a table, from the same declaration as its structured data; with its address and telephone beside it if asked. */
export function OpeningHours({ block }: BlockProps<OpeningHoursBlock>) {
  const { settings } = useReader();
  const organization = settings.organization!;
  const { language } = settings;
  const captionId = useId();
  const week = weekOf(organization.openingHours!);
  const address = organization.address;
  return (
    <BlockSection heading={block.heading}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: block.showContact ? '3fr 2fr' : '1fr' },
          alignItems: 'start',
          maxWidth: block.showContact ? undefined : '36rem',
        }}
      >
        <ScrollTable caption={block.caption} captionId={captionId} columns={2}>
          <tbody>
            {week.map(({ day, ranges }) => (
              <tr key={day}>
                <th scope="row">{dayName(day, language)}</th>
                <td>{ranges.length === 0 ? block.closed : ranges.map((r) => `${timeOfDay(r.opens, language)}–${timeOfDay(r.closes, language)}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {block.showContact && (
          <Box
            component="address"
            sx={{
              fontStyle: 'normal',
              p: 2.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              bgcolor: 'background.paper',
              typography: 'body1',
              display: 'grid',
              gap: 1,
            }}
          >
            <strong>{organization.name ?? settings.siteName}</strong>
            {address && (
              <WithIcon icon={Place} block>
                {address.street}
                <br />
                {address.locality}
                {address.region && `, ${address.region}`}
                <br />
                {address.postalCode}
              </WithIcon>
            )}
            {organization.telephone && (
              <WithIcon icon={Phone} block>
                <SmartLink to={`tel:${organization.telephone}`} />
              </WithIcon>
            )}
            {organization.email && (
              <WithIcon icon={Mail} block>
                <SmartLink to={`mailto:${organization.email}`} />
              </WithIcon>
            )}
          </Box>
        )}
      </Box>
      {block.note && <SmallPrint text={block.note} />}
    </BlockSection>
  );
}
