export interface ShareLinks {
  email: string;
  linkedIn: string;
  x: string;
  facebook: string;
}

/**
 * Share links for a page: an e-mail (subject: the page title, body: the page URL) and the
 * LinkedIn, X and Facebook share dialogs for the URL.
 */
export function shareLinks(pageUrl: string, title: string): ShareLinks {
  const url = encodeURIComponent(pageUrl);
  const subject = encodeURIComponent(title);
  return {
    email: `mailto:?subject=${subject}&body=${url}`,
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    x: `https://x.com/intent/post?url=${url}&text=${subject}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  };
}
