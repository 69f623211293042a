import { Hero } from './blocks/hero';
import { RichText } from './blocks/rich-text';
import type { ComponentMap } from './placeholder/component-map';
import { lazyBlock } from './placeholder/lazy-block';
import { RICH_TEXT_TEASERS_HTML_FIELDS } from './rules/editorial-items';

/**
 * Blocks this lib owns, by the component name the layout service uses. Hero and RichText are on
 * almost every page and stay in the route's code; every other block is its own chunk, loaded by
 * the pages that hold it (lazyBlock; the content route's loader preloads them on the server).
 */
export const contentBlocks = {
  Hero: { component: Hero },
  RichText: { component: RichText, richTextFields: ['Text'] },
  Spacer: { component: lazyBlock(() => import('./blocks/spacer/spacer').then((module) => module.SpacerBlock)) },
  AnchorLink: { component: lazyBlock(() => import('./blocks/anchor-link/anchor-link').then((module) => module.AnchorLinkBlock)) },
  Quote: { component: lazyBlock(() => import('./blocks/quote/quote').then((module) => module.QuoteBlock)) },
  CheckmarkList: {
    component: lazyBlock(() => import('./blocks/checkmark-list/checkmark-list').then((module) => module.CheckmarkListBlock)),
  },
  TwoColumnContent: {
    component: lazyBlock(() => import('./blocks/two-column-content/two-column-content').then((module) => module.TwoColumnContentBlock)),
    richTextFields: ['LeftText', 'RightText'],
  },
  ThreeColumnCategory: {
    component: lazyBlock(() =>
      import('./blocks/three-column-category/three-column-category').then((module) => module.ThreeColumnCategoryBlock),
    ),
  },
  History: { component: lazyBlock(() => import('./blocks/history/history').then((module) => module.HistoryBlock)) },
  CustomerButton: {
    component: lazyBlock(() => import('./blocks/customer-button/customer-button').then((module) => module.CustomerButtonBlock)),
  },
  AppPromotion: { component: lazyBlock(() => import('./blocks/app-promotion/app-promotion').then((module) => module.AppPromotionBlock)) },
  RegistrationPromotion: {
    component: lazyBlock(() =>
      import('./blocks/registration-promotion/registration-promotion').then((module) => module.RegistrationPromotionBlock),
    ),
  },
  CareerPromotionBox: {
    component: lazyBlock(() =>
      import('./blocks/career-promotion-box/career-promotion-box').then((module) => module.CareerPromotionBoxBlock),
    ),
  },
  RichTextTeasers: {
    component: lazyBlock(() => import('./blocks/rich-text-teasers/rich-text-teasers').then((module) => module.RichTextTeasersBlock)),
    richTextFields: RICH_TEXT_TEASERS_HTML_FIELDS,
  },
  ImageTeasers: { component: lazyBlock(() => import('./blocks/image-teasers/image-teasers').then((module) => module.ImageTeasersBlock)) },
  PersonHolderBox: {
    component: lazyBlock(() => import('./blocks/person-holder-box/person-holder-box').then((module) => module.PersonHolderBoxBlock)),
  },
  StoryHero: { component: lazyBlock(() => import('./blocks/story-hero/story-hero').then((module) => module.StoryHeroBlock)) },
  UniversalHero: {
    component: lazyBlock(() => import('./blocks/universal-hero/universal-hero').then((module) => module.UniversalHeroBlock)),
  },
  StoryBox: { component: lazyBlock(() => import('./blocks/story-box/story-box').then((module) => module.StoryBoxBlock)) },
  StoryLinker: { component: lazyBlock(() => import('./blocks/story-linker/story-linker').then((module) => module.StoryLinkerBlock)) },
  CareerHero: { component: lazyBlock(() => import('./blocks/career-hero/career-hero').then((module) => module.CareerHeroBlock)) },
  UniversalJobHero: {
    component: lazyBlock(() => import('./blocks/universal-job-hero/universal-job-hero').then((module) => module.UniversalJobHeroBlock)),
  },
  EventInformation: {
    component: lazyBlock(() => import('./blocks/event-information/event-information').then((module) => module.EventInformationBlock)),
    richTextFields: ['Text'],
  },
  LinkerCarousel: {
    component: lazyBlock(() => import('./blocks/linker-carousel/linker-carousel').then((module) => module.LinkerCarouselBlock)),
  },
  MediaCarousel: {
    component: lazyBlock(() => import('./blocks/media-carousel/media-carousel').then((module) => module.MediaCarouselBlock)),
  },
  MediaGallery: { component: lazyBlock(() => import('./blocks/media-gallery/media-gallery').then((module) => module.MediaGalleryBlock)) },
  HeroSlider: { component: lazyBlock(() => import('./blocks/hero-slider/hero-slider').then((module) => module.HeroSliderBlock)) },
  Accordion: {
    component: lazyBlock(() => import('./blocks/accordion/accordion').then((module) => module.AccordionBlock)),
    richTextFields: ['Items.Text'],
  },
  ReadMoreText: {
    component: lazyBlock(() => import('./blocks/read-more-text/read-more-text').then((module) => module.ReadMoreTextBlock)),
    richTextFields: ['Text'],
  },
  DownloadTeaser: {
    component: lazyBlock(() => import('./blocks/download-teaser/download-teaser').then((module) => module.DownloadTeaserBlock)),
  },
  ImageSlider: { component: lazyBlock(() => import('./blocks/image-slider/image-slider').then((module) => module.ImageSliderBlock)) },
  SolutionCardsGallery: {
    component: lazyBlock(() =>
      import('./blocks/solution-cards-gallery/solution-cards-gallery').then((module) => module.SolutionCardsGalleryBlock),
    ),
  },
  SolutionHero: { component: lazyBlock(() => import('./blocks/solution-hero/solution-hero').then((module) => module.SolutionHeroBlock)) },
  StartPageHero: {
    component: lazyBlock(() => import('./blocks/start-page-hero/start-page-hero').then((module) => module.StartPageHeroBlock)),
  },
  VideoPromotionBox: {
    component: lazyBlock(() => import('./blocks/video-promotion-box/video-promotion-box').then((module) => module.VideoPromotionBoxBlock)),
  },
  StickyMenu: { component: lazyBlock(() => import('./blocks/sticky-menu/sticky-menu').then((module) => module.StickyMenuBlock)) },
  VideoLightbox: {
    component: lazyBlock(() => import('./blocks/video-lightbox/video-lightbox').then((module) => module.VideoLightboxBlock)),
  },
} satisfies ComponentMap;
