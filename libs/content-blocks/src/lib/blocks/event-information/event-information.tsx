import { Trans, useLingui } from '@lingui/react/macro';
import { imageValue, linkValue, textValue } from '@mbw/api-clients';
import { AppLink, useSite } from '@mbw/ui';
import { formatEventDateRange, serializeJsonLd, toIntlLocale } from '@mbw/util';
import { useId, type ReactNode } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import type { SanitizedHtmlField } from '../rich-text';
import { coordinateValue, hasMapCoordinates, openStreetMapUrl, parseContentDate } from '../../rules/event-dates';
import { tagNames } from '../../rules/tag-fields';
import { eventJsonLd } from '../../rules/json-ld';
import { EventMap } from './event-map';
import styles from './event-information.module.css';

export interface EventInformationFields {
  Title?: unknown;
  City?: unknown;
  /** Country: a text field or a region item with a RegionName field. */
  Country?: unknown;
  /** Industry items (Title or Name), or a comma-separated text. */
  Industries?: unknown;
  StartDate?: unknown;
  EndDate?: unknown;
  /** Editor HTML, rendered only after the server's sanitiser pass. */
  Text?: SanitizedHtmlField | { value?: unknown; sanitized?: undefined };
  Venue?: unknown;
  Address?: unknown;
  BoothInformation?: unknown;
  DirectionsLink?: unknown;
  BoothLink?: unknown;
  OrganizerLink?: unknown;
  Latitude?: unknown;
  Longitude?: unknown;
  MetaImage?: unknown;
}

/** A text field, or a region item's RegionName. */
function countryName(field: unknown): string {
  const text = textValue(field);
  if (text) return text;
  const item = field as { fields?: { RegionName?: unknown } } | undefined;
  return textValue(item?.fields?.RegionName);
}

function EventLink({ field, fallback }: { field: unknown; fallback: ReactNode }) {
  const link = linkValue(field);
  if (!link) return null;
  return (
    <li>
      <AppLink className={styles.link} href={link.href} target={link.target}>
        {link.text || fallback}
      </AppLink>
    </li>
  );
}

/**
 * Event detail page block: title, place, date range (Amsterdam time), industries, text, venue
 * and address, directions/booth/organizer links and Event JSON-LD. A location panel linking to
 * OpenStreetMap and the site's styled map (event-map.tsx) show when latitude and longitude are both
 * non-zero. Without a title or start date it shows the spec's
 * missing-data message (discovery §8).
 */
export function EventInformationBlock({ fields }: BlockProps<EventInformationFields>) {
  const { t } = useLingui();
  const { language } = useSite();
  const titleId = useId();
  const title = textValue(fields.Title);
  const start = parseContentDate(textValue(fields.StartDate));
  if (!title || !start) {
    return (
      <section className={styles.event}>
        <p className={styles.missing} role="note">
          <Trans>
            Unable to render Event Information component due to missing data. Note that Event resolution is not supported in Experience
            Editor.
          </Trans>
        </p>
      </section>
    );
  }
  const end = parseContentDate(textValue(fields.EndDate));
  const range = formatEventDateRange(start, end, toIntlLocale(language));
  const city = textValue(fields.City);
  const country = countryName(fields.Country);
  const place = [city, country].filter(Boolean).join(', ');
  const industries = tagNames(fields.Industries);
  const venue = textValue(fields.Venue);
  const address = textValue(fields.Address);
  const booth = textValue(fields.BoothInformation);
  const text = fields.Text;
  const html = text && text.sanitized === true && typeof text.value === 'string' && text.value ? text.value : null;
  const latitude = coordinateValue((fields.Latitude as { value?: unknown } | undefined)?.value);
  const longitude = coordinateValue((fields.Longitude as { value?: unknown } | undefined)?.value);
  const showMap = hasMapCoordinates(latitude, longitude);
  const organizer = linkValue(fields.OrganizerLink);
  const jsonLd = serializeJsonLd(
    eventJsonLd({
      name: title,
      startDate: start,
      endDate: end,
      venue,
      address,
      city,
      country,
      latitude: showMap ? latitude : null,
      longitude: showMap ? longitude : null,
      organizerUrl: organizer && /^https?:\/\//.test(organizer.href) ? organizer.href : undefined,
      image: imageValue(fields.MetaImage)?.src,
    }),
  );
  const hasLinks = [fields.DirectionsLink, fields.BoothLink, fields.OrganizerLink].some((field) => linkValue(field));
  // No venue, address, booth, links or map: no empty details panel.
  const hasDetails = Boolean(venue || address || booth || hasLinks || showMap);

  return (
    <section className={styles.event} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.when}>
          <time dateTime={start.toISOString()}>{range.text}</time>
        </p>
        {place ? <p className={styles.place}>{place}</p> : null}
        {industries.length > 0 ? (
          <ul className={styles.industries} aria-label={t`Industries`}>
            {industries.map((industry) => (
              <li key={industry} className={styles.tag}>
                {industry}
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <div className={styles.columns}>
        {html ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} /> : null}
        {hasDetails ? (
          <aside className={styles.details} aria-label={t`Event details`}>
            <dl className={styles.facts}>
              {venue ? (
                <div>
                  <dt>
                    <Trans>Venue</Trans>
                  </dt>
                  <dd>{venue}</dd>
                </div>
              ) : null}
              {address ? (
                <div>
                  <dt>
                    <Trans>Address</Trans>
                  </dt>
                  <dd className={styles.address}>{address}</dd>
                </div>
              ) : null}
              {booth ? (
                <div>
                  <dt>
                    <Trans>Booth</Trans>
                  </dt>
                  <dd>{booth}</dd>
                </div>
              ) : null}
            </dl>
            {hasLinks ? (
              <ul className={styles.links}>
                <EventLink field={fields.DirectionsLink} fallback={<Trans>Directions</Trans>} />
                <EventLink field={fields.BoothLink} fallback={<Trans>Visit our booth</Trans>} />
                <EventLink field={fields.OrganizerLink} fallback={<Trans>Organizer website</Trans>} />
              </ul>
            ) : null}
            {showMap && latitude !== null && longitude !== null ? (
              <div className={styles.map} role="group" aria-label={t`Location`}>
                <EventMap latitude={latitude} longitude={longitude} label={venue || place || title} />
                <p className={styles.coordinates}>
                  {venue || place}
                  <br />
                  <span className={styles.muted}>
                    {latitude.toFixed(4)}, {longitude.toFixed(4)}
                  </span>
                </p>
                <a className={styles.link} href={openStreetMapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
                  <Trans>Show on map (OpenStreetMap, opens in a new window)</Trans>
                </a>
              </div>
            ) : null}
          </aside>
        ) : null}
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </section>
  );
}
