export { lazyWithPreload,  } from './lib/lazy/lazy-with-preload';
export { AppLink,  } from './lib/app-link';
export {  localizeHref } from './lib/hrefs';
export { SiteProvider, useSite,  } from './lib/site-context';
;
export { useScrollOverflow } from './lib/hooks/use-scroll-overflow';
export { useHydrated } from './lib/hooks/use-hydrated';
export { useFragmentScroll } from './lib/hooks/use-fragment-scroll';
export { notifyCookieChange, useBrowserCookie } from './lib/hooks/use-browser-cookie';
;
export { Accordion, type AccordionItem,  } from './lib/components/accordion';
export { Button,  } from './lib/components/button';
export { buttonClassName,  } from './lib/components/button-class';
export { pageSectionClassNames } from './lib/components/page-section-class';
export { LinkButton,  } from './lib/components/link-button';
export { QueryProvider } from './lib/query/query-provider';
export {   Carousel,  } from './lib/components/carousel';
export { useCarousel,    } from './lib/components/use-carousel';
export {
  DataTable,
  
  type DataTableColumn,
  
  type ImageWithTextValue,
  
} from './lib/components/data-table';
export { ConfirmDialog, Dialog,   } from './lib/components/dialog';
export {  Spinner, Tag, type TagTone } from './lib/components/feedback';
export {
  Checkbox,
  RadioGroup,
  Select,
  TextField,
  
  
  
  
  
} from './lib/components/fields';
export { EmailAddress,  } from './lib/components/email-address';
export {  Icon,   } from './lib/components/icon';
export { MenuButton,   } from './lib/components/menu-button';
export {  Image, WIDE_IMAGE_WIDTHS, imageUrl,  } from './lib/components/image';
export {  Tabs,   } from './lib/components/tabs';
export { ToastRegion,    } from './lib/components/toast';
export { Tooltip,  } from './lib/components/tooltip';
export { VideoPoster,  } from './lib/components/video-poster';
