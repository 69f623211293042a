import { Trans, useLingui } from '@lingui/react/macro';
import { imageValue, linkValue, textValue } from '@mbw/api-clients';
import { AppLink, Icon, Image, useHydrated } from '@mbw/ui';
import { useLocation } from 'react-router';
import type { BlockProps } from '../../placeholder/component-map';
import { IMAGE_SIZES } from '../../rules/carousel-per-view';
import { parseContentDate } from '../../rules/event-dates';
import { serializeJsonLd } from '@mbw/util';
import { jobPostingJsonLd } from '../../rules/json-ld';
import { shareLinks } from './share-links';
import styles from './career-hero.module.css';

export interface CareerHeroFields {
  Title?: unknown;
  Location?: unknown;
  Company?: unknown;
  Workload?: unknown;
  /** Country (region name) of the job, for the structured data. */
  Country?: unknown;
  Abstract?: unknown;
  Image?: unknown;
  /** Link back to the jobs lister; its text is optional. */
  BackLink?: unknown;
  /** Publication date of the job (date field), for the structured data. */
  DatePosted?: unknown;
}

/**
 * The page's absolute URL for sharing. The server does not know the public origin, so the first
 * render (server and hydration) uses the path; the browser then fills in the origin.
 */
function usePageUrl(): string {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  return hydrated ? `${window.location.origin}${pathname}` : pathname;
}

function ShareLinks({ title }: { title: string }) {
  const { t } = useLingui();
  const links = shareLinks(usePageUrl(), title);
  const social = [
    { href: links.linkedIn, text: t`LinkedIn`, label: t`Share on LinkedIn (opens in a new window)` },
    { href: links.x, text: t`X`, label: t`Share on X (opens in a new window)` },
    { href: links.facebook, text: t`Facebook`, label: t`Share on Facebook (opens in a new window)` },
  ];
  return (
    // Named with the job: a landmark's name is unique on its page, also where two job heroes meet
    // (a career page with a featured job, the kitchen sink).
    <nav className={styles.share} aria-label={t`Share this job: ${title}`}>
      <p className={styles.shareLabel} aria-hidden="true">
        <Trans>Share</Trans>
      </p>
      <ul className={styles.shareList}>
        <li>
          <a className={styles.shareLink} href={links.email} aria-label={t`Share by e-mail`}>
            <Trans>E-mail</Trans>
          </a>
        </li>
        {social.map((link) => (
          <li key={link.href}>
            <a className={styles.shareLink} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The hero of a career or job page: back link, the page's <h1>, location, company and workload,
 * e-mail and social share links, image; `structuredData` adds JobPosting JSON-LD.
 * Without a title an empty shell.
 */
export function JobHero({ fields, structuredData }: { fields: CareerHeroFields; structuredData: boolean }) {
  const { t } = useLingui();
  const title = textValue(fields.Title);
  if (!title) return <section className={styles.hero} aria-hidden="true" />;
  const location = textValue(fields.Location);
  const company = textValue(fields.Company);
  const workload = textValue(fields.Workload);
  const image = imageValue(fields.Image);
  const back = linkValue(fields.BackLink);
  const facts = [
    { term: t`Location`, value: location },
    { term: t`Company`, value: company },
    { term: t`Workload`, value: workload },
  ].filter((fact) => fact.value);
  const datePosted = parseContentDate(textValue(fields.DatePosted));
  const jsonLd = structuredData
    ? serializeJsonLd(
        jobPostingJsonLd({
          title,
          description: textValue(fields.Abstract),
          company,
          location,
          country: textValue(fields.Country),
          workload,
          datePosted: datePosted ? datePosted.toISOString().slice(0, 10) : undefined,
          image: image?.src,
        }),
      )
    : null;
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          {back ? (
            <AppLink className={styles.back} href={back.href} target={back.target}>
              <Icon name="chevron-left" size={16} />
              {back.text || <Trans>Back to all jobs</Trans>}
            </AppLink>
          ) : null}
          <h1 className={styles.title}>{title}</h1>
          {facts.length > 0 ? (
            <dl className={styles.facts}>
              {facts.map((fact) => (
                <div key={fact.term} className={styles.fact}>
                  <dt>{fact.term}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <ShareLinks title={title} />
        </div>
        {image ? (
          <div className={styles.media}>
            <Image {...image} priority sizes={IMAGE_SIZES.half} className={styles.image} />
          </div>
        ) : null}
      </div>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
    </section>
  );
}

/** Career hero: a career page's hero (back link, facts, share links). */
export function CareerHeroBlock({ fields }: BlockProps<CareerHeroFields>) {
  return <JobHero fields={fields} structuredData={false} />;
}
