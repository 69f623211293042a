import { Placeholder, useBlockData, type BlockProps } from '@mbw/content-blocks';
import { ContactColumns, ContactInfo, ContactOneColumn, twoColumnOnly, type ContactInfoData } from '@mbw/forms';
import { wishlistRenderings } from '@mbw/shop-wishlist';

/**
 * The contact pages' renderings (issue 28, spec discovery §2 "Contact pages and forms"): the forms
 * feature's layouts around the page's placeholders (features do not import the placeholder
 * renderer), its contact-info panel with the content loader's data, and the wishlist feature's
 * quote products, which belong to the two-column layout only.
 */
function ContactTwoColumn({ rendering }: BlockProps) {
  return (
    <ContactColumns
      main={<Placeholder name="contact-main" rendering={rendering} />}
      aside={<Placeholder name="contact-aside" rendering={rendering} />}
    />
  );
}

function ContactOneColumnBlock({ rendering }: BlockProps) {
  return <ContactOneColumn main={<Placeholder name="contact-main" rendering={rendering} />} />;
}

function ContactInfoBlock({ rendering, fields }: BlockProps<{ Title?: { value?: string } }>) {
  return <ContactInfo data={useBlockData<ContactInfoData>(rendering)} fields={fields} />;
}
ContactInfoBlock.preload = ContactInfo.preload;

/**
 * Spec discovery §2: "The one-column page logs that a wishlist there is no longer supported." The
 * rendering is left out there (an editor's leftover, not the visitor's concern).
 */
const QuoteWishlistProducts = twoColumnOnly(
  wishlistRenderings['QuoteWishlistProducts']!.component,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a console message for developers and editors, not shown to visitors
  'The wishlist is no longer supported on one-column contact pages; the rendering is left out.',
);

export const contactRenderings = {
  ContactTwoColumn: { component: ContactTwoColumn },
  ContactOneColumn: { component: ContactOneColumnBlock },
  ContactInfo: { component: ContactInfoBlock },
  QuoteWishlistProducts: { component: QuoteWishlistProducts },
};
