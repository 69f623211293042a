import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink, Button, Dialog, buttonClassName, localizeHref, useSite } from '@mbw/ui';
import {
  cleanUpOnLeave,
  readContactFormsState,
  selectContact,
  updateContactFormsState,
  withChosenPoint,
  withoutStoredContact,
  type ContactFormsState,
  type ContactSnapshot,
} from '@mbw/util';
import type { ContactInfoData } from './contact-info-data';
import { ContactSnapshotCard } from './contact-snapshot-card';
import { arrivalState, mapHrefFor } from './contact-info-rules';
import styles from './contact-info.module.css';

export interface ContactInfoPanelProps {
  data: ContactInfoData | undefined;
  fields: { Title?: { value?: string } };
}

/**
 * The contact pages' contact-info panel (spec discovery §2, §4 "Contact page"; issue 28,
 * docs/decisions/contact-info-panel.md). The server renders the country default (or the point of
 * `?contactPoint=`); hydrated, the contact forms state in sessionStorage decides (a stored person,
 * else the chosen point, else the default). "Change my contact" opens a dialog listing the
 * country's points and a way to the map page; without JavaScript it is a link to the map.
 * Leaving the page applies the §4 clean-up rule.
 */
export function ContactInfoPanel({ data, fields }: ContactInfoPanelProps) {
  const { t } = useLingui();
  const { language } = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const [state, setState] = useState<ContactFormsState | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  // Arrival: the point of `?contactPoint=` becomes the choice; a visitor back from the map (the
  // change action) returns to the form page they left. Leaving: the §4 clean-up rule.
  useEffect(() => {
    const arrival = arrivalState(readContactFormsState(), data?.chosen ?? null, location.pathname);
    updateContactFormsState(() => arrival.state);
    // The stored state exists in the browser only: the first render matches the server's.
    startTransition(() => setState(arrival.state));
    if (arrival.returnTo) void navigate(arrival.returnTo, { replace: true });
    else if (data?.chosen) {
      // The choice is stored now: the address drops the parameter, so a later choice in the dialog survives a reload.
      const params = new URLSearchParams(location.search);
      params.delete('contactPoint');
      const query = params.toString();
      void navigate(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`, { replace: true, preventScrollReset: true });
    }
    return () => {
      updateContactFormsState(cleanUpOnLeave);
    };
    // Once per page: the server's data and the path are the page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  const chosenBeforeHydration = data?.chosen?.contact ?? null;
  const selection = state
    ? selectContact({ person: state.person, chosenPoint: state.contactPoint, countryDefault: data?.countryDefault ?? null })
    : selectContact({ person: null, chosenPoint: chosenBeforeHydration, countryDefault: data?.countryDefault ?? null });
  const title = fields.Title?.value || t`Your contact`;

  const choose = (contact: ContactSnapshot, optOut: boolean) => {
    setState(updateContactFormsState((current) => withChosenPoint(current, contact, optOut)));
    setDialogOpen(false);
  };
  const useDefault = () => {
    setState(updateContactFormsState(withoutStoredContact));
    setDialogOpen(false);
  };
  const toMap = () => {
    // The round trip of spec §3 (isContactChangeActive, savedContactRelativePath): the map card's
    // contact button brings the visitor back here with the point (contact-info-rules.ts).
    const params = new URLSearchParams(location.search);
    params.delete('contactPoint');
    const query = params.toString();
    updateContactFormsState((current) => ({
      ...current,
      isContactChangeActive: true,
      savedContactRelativePath: `${location.pathname}${query ? `?${query}` : ''}`,
    }));
  };
  const mapPath = data?.mapHref ? mapHrefFor(data.mapHref, location.search) : null;
  const mapHref = mapPath ? localizeHref(mapPath, language) : null;
  const contact = selection.contact;
  const candidates = data?.candidates ?? [];

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <div aria-live="polite">
        {contact ? (
          <ContactSnapshotCard contact={contact} />
        ) : (
          <p className={styles.empty}>
            <Trans>No contact is known for your country yet. Choose one below.</Trans>
          </p>
        )}
      </div>
      {state ? (
        <Button variant="secondary" size="small" onPress={() => setDialogOpen(true)}>
          <Trans>Change my contact</Trans>
        </Button>
      ) : mapHref ? (
        <a className={buttonClassName({ variant: 'secondary', size: 'small' })} href={mapHref}>
          <Trans>Change my contact</Trans>
        </a>
      ) : null}
      {dialogOpen ? (
        <Dialog title={t`Change my contact`} isOpen onOpenChange={setDialogOpen}>
          {candidates.length > 0 ? (
            <ul className={styles.choices} aria-label={t`Contacts in your country`}>
              {candidates.map(({ contact: candidate, optOut }) => {
                const name = candidate.name;
                const current = contact?.id === candidate.id;
                return (
                  <li key={candidate.id} className={styles.choice}>
                    <div>
                      <p className={styles.choiceName}>{name}</p>
                      <p className={styles.choiceMeta}>
                        {[candidate.category, ...candidate.addressLines.slice(-2)].filter(Boolean).join(' · ')}
                      </p>
                    </div>
                    {current ? (
                      <span className={styles.current}>
                        <Trans>Your current contact</Trans>
                      </span>
                    ) : (
                      <Button variant="secondary" size="small" onPress={() => choose(candidate, optOut)} aria-label={t`Choose ${name}`}>
                        <Trans>Choose</Trans>
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p>
              <Trans>There are no contacts to choose from in your country.</Trans>
            </p>
          )}
          <div className={styles.dialogActions}>
            {state && (state.contactPoint || state.person) ? (
              <Button variant="ghost" size="small" onPress={useDefault}>
                <Trans>Use the default contact</Trans>
              </Button>
            ) : null}
            {mapHref ? (
              <AppLink href={mapPath ?? ''} onClick={toMap}>
                <Trans>Find another contact on the map</Trans>
              </AppLink>
            ) : null}
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
