import { useEffect } from 'react';
import { useProfile } from '@mbw/api-clients';
import { QueryProvider, useSite } from '@mbw/ui';
import { apiLanguage } from '../shared/api-language';

function ProfileEmailQuery({ id, onEmail }: { id: string; onEmail: (email: string) => void }) {
  const language = apiLanguage(useSite().language);
  const email = useProfile({ id, language }).data?.email ?? '';
  useEffect(() => {
    if (email) onEmail(email);
    // Once per e-mail the profile answers (onEmail is a new function on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email]);
  return null;
}

/**
 * The signed-in visitor's profile e-mail for the newsletter field (spec discovery §2, §7
 * xProfileQuery: the CustomerProfile query the site's proxy passes for the customer only).
 * Renders nothing; a failed call leaves the field empty, as it would be for anyone.
 */
export function ProfileEmail(props: { id: string; onEmail: (email: string) => void }) {
  return (
    <QueryProvider>
      <ProfileEmailQuery {...props} />
    </QueryProvider>
  );
}
