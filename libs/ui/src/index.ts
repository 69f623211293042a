export { lazyWithPreload, type PreloadableComponent } from './lib/lazy/lazy-with-preload';
export { AppLink, type AppLinkProps } from './lib/app-link';
export { isInternalHref, localizeHref } from './lib/hrefs';
export { SiteProvider, useSite, type SiteContextValue } from './lib/site-context';
export { useBreakpoint } from './lib/hooks/use-breakpoint';
export { useScrollOverflow } from './lib/hooks/use-scroll-overflow';
export { useHydrated } from './lib/hooks/use-hydrated';
export { useFragmentScroll } from './lib/hooks/use-fragment-scroll';
export { notifyCookieChange, useBrowserCookie } from './lib/hooks/use-browser-cookie';
export { Container, Grid } from './lib/layout/container';
export { Accordion, type AccordionItem, type AccordionProps } from './lib/components/accordion';
export { Button, type ButtonProps } from './lib/components/button';
export { buttonClassName, type ButtonVariant } from './lib/components/button-class';
export { pageSectionClassNames } from './lib/components/page-section-class';
export { LinkButton, type LinkButtonProps } from './lib/components/link-button';
export { QueryProvider } from './lib/query/query-provider';
export { CAROUSEL_EMBLA_DURATION, CAROUSEL_SWIPE_TOLERANCE_PX, Carousel, type CarouselProps } from './lib/components/carousel';
export { useCarousel, type CarouselController, type CarouselGesture, type UseCarouselOptions } from './lib/components/use-carousel';
export {
  DataTable,
  type CellKind,
  type DataTableColumn,
  type DataTableProps,
  type ImageWithTextValue,
  type TagValue,
} from './lib/components/data-table';
export { ConfirmDialog, Dialog, type ConfirmDialogProps, type DialogProps } from './lib/components/dialog';
export { Skeleton, Spinner, Tag, type TagTone } from './lib/components/feedback';
export {
  Checkbox,
  RadioGroup,
  Select,
  TextField,
  nextMaskedValue,
  type CheckboxProps,
  type RadioGroupProps,
  type SelectProps,
  type TextFieldProps,
} from './lib/components/fields';
export { EmailAddress, emailSegments } from './lib/components/email-address';
export { ICON_NAMES, Icon, type IconName, type IconProps } from './lib/components/icon';
export { MenuButton, type MenuButtonItem, type MenuButtonProps } from './lib/components/menu-button';
export { IMAGE_WIDTHS, Image, WIDE_IMAGE_WIDTHS, imageUrl, type ImageProps } from './lib/components/image';
export { TAB_SCROLL_CHECK_DEBOUNCE_MS, Tabs, type TabItem, type TabsProps } from './lib/components/tabs';
export { ToastRegion, showToast, toasts, type ToastContent } from './lib/components/toast';
export { Tooltip, type TooltipProps } from './lib/components/tooltip';
export { VideoPoster, type VideoPosterProps } from './lib/components/video-poster';
