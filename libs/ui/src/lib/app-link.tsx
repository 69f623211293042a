import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalHref, localizeHref } from './hrefs';
import { useSite } from './site-context';

export interface AppLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  target?: string;
  title?: string;
  onClick?: () => void;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
}

/**
 * The one link component: internal paths get the page language and client-side navigation;
 * external links opening a new window get rel="noopener noreferrer".
 */
export function AppLink({ href, children, target, ...rest }: AppLinkProps) {
  const { language } = useSite();
  if (isInternalHref(href) && (!target || target === '_self')) {
    return (
      <Link to={localizeHref(href, language)} {...rest}>
        {children}
      </Link>
    );
  }
  const newWindow = target === '_blank';
  return (
    <a href={href} target={target} rel={newWindow ? 'noopener noreferrer' : undefined} {...rest}>
      {children}
    </a>
  );
}
