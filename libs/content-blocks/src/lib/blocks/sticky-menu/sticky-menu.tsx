import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@mbw/ui';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import { usePageSections } from '../../placeholder/placeholder';
import { REDUCED_MOTION_QUERY } from '../../rules/slider-motion';
import {
  CURRENT_LINE_OFFSET_PX,
  PAGE_SCROLL_KEYS,
  SECTION_HEADING_SELECTOR,
  STICKY_MENU_MOBILE_QUERY,
  belowLineMargin,
  currentStickyMenuSection,
  nextStickyMenuScroll,
  stickyMenuMoreWidths,
  stickyMenuPlacement,
  type StickyMenuScrollState,
  type StickyMenuSection,
} from '../../rules/sticky-menu';
import styles from './sticky-menu.module.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Moves focus to a target without scrolling (the scroll is animated separately). */
function focusWithoutScroll(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

/** The section's heading (what a screen reader should read), else the section, else the anchor. */
function sectionFocusTarget(anchor: HTMLElement): HTMLElement {
  const section = anchor.nextElementSibling;
  if (!(section instanceof HTMLElement)) return anchor;
  return section.querySelector<HTMLElement>(SECTION_HEADING_SELECTOR) ?? section;
}

/**
 * Sticky in-page menu (spec discovery §2, §4, §9): a bar under the site header with a link to every
 * section of the page (renderings with a StickyMenuTitle param; the Placeholder puts their anchors
 * in the page). The sections come from the route, so the menu is server-rendered and nothing moves
 * when scripts arrive. The first links show in the bar (5 on desktop, 3 on tablets, none below
 * 640 px) and the rest in a "More" disclosure; CSS picks which per width. A link scrolls to its
 * section (smoothly unless reduced motion), updates the URL hash and moves focus to the section's
 * heading; the current section is marked aria-current="location" while scrolling; Top goes back
 * to the top and to the page's h1. Below 640 px the bar hides on scroll down and comes back on
 * scroll up. No sections: an empty shell.
 */
export function StickyMenuBlock(_props: BlockProps) {
  const sections = usePageSections();
  if (sections.length === 0) return <section className={styles.shell} aria-hidden="true" />;
  return <StickyMenu sections={sections} />;
}

function StickyMenu({ sections }: { sections: StickyMenuSection[] }) {
  const { t } = useLingui();
  const listId = useId();
  const [current, setCurrent] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [stuck, setStuck] = useState(false);
  const [scroll, setScroll] = useState<StickyMenuScrollState>({ hidden: false, lastY: 0 });
  const navRef = useRef<HTMLElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const moreButtonRef = useRef<HTMLButtonElement>(null);
  const moreListRef = useRef<HTMLUListElement>(null);
  // A section chosen in the menu stays current until the visitor scrolls by themselves (it may be
  // too short, or too near the end of the page, to reach the line under the bar).
  const pinned = useRef<string | null>(null);
  const updateCurrent = useRef<() => void>(() => undefined);

  // Which section is current: the last one whose anchor has passed the line under the bar. An
  // IntersectionObserver reports every anchor that crosses that line or the bottom of the view;
  // 'scrollend' catches a jump so long that no anchor was in view before or after it.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const lineOf = () => parseFloat(getComputedStyle(nav).top) + nav.offsetHeight + CURRENT_LINE_OFFSET_PX;
    const update = () => {
      if (pinned.current) {
        setCurrent(pinned.current);
        return;
      }
      const positions = sections.flatMap((section) => {
        const anchor = document.getElementById(section.id);
        return anchor ? [{ id: section.id, top: anchor.getBoundingClientRect().top }] : [];
      });
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setCurrent(currentStickyMenuSection(positions, { line: lineOf(), viewportHeight: window.innerHeight, atBottom }));
    };
    updateCurrent.current = update;
    const unpin = (event: Event) => {
      if (event instanceof globalThis.KeyboardEvent && !PAGE_SCROLL_KEYS.has(event.key)) return;
      if (pinned.current === null) return;
      pinned.current = null;
      update();
    };
    let observer: IntersectionObserver | null = null;
    const observe = () => {
      observer?.disconnect();
      if (typeof IntersectionObserver === 'undefined') return;
      observer = new IntersectionObserver(update, { rootMargin: belowLineMargin(lineOf()) });
      for (const section of sections) {
        const anchor = document.getElementById(section.id);
        if (anchor) observer.observe(anchor);
      }
    };
    observe();
    update();
    window.addEventListener('resize', observe);
    window.addEventListener('scrollend', update);
    window.addEventListener('wheel', unpin, { passive: true });
    window.addEventListener('touchmove', unpin, { passive: true });
    window.addEventListener('keydown', unpin);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', observe);
      window.removeEventListener('scrollend', update);
      window.removeEventListener('wheel', unpin);
      window.removeEventListener('touchmove', unpin);
      window.removeEventListener('keydown', unpin);
    };
  }, [sections]);

  // Stuck under the header or not, and (below 640 px) hidden while scrolling down.
  useEffect(() => {
    const nav = navRef.current;
    const sentinel = sentinelRef.current;
    if (!nav || !sentinel) return;
    const mobile = typeof window.matchMedia === 'function' ? window.matchMedia(STICKY_MENU_MOBILE_QUERY) : null;
    let frame = 0;
    const measure = () => {
      const currentY = window.scrollY;
      const isStuck = sentinel.getBoundingClientRect().top < parseFloat(getComputedStyle(nav).top);
      setStuck(isStuck);
      setScroll((state) => nextStickyMenuScroll(state, { currentY, stuck: isStuck && Boolean(mobile?.matches) }));
      // The end of the page: the last sections may never reach the line under the bar.
      if (window.innerHeight + currentY >= document.documentElement.scrollHeight - 2) updateCurrent.current();
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // An open "More" closes on a click outside.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!moreRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = document.getElementById(id);
    if (!anchor) return;
    event.preventDefault();
    setOpen(false);
    pinned.current = id;
    setCurrent(id);
    anchor.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
    focusWithoutScroll(sectionFocusTarget(anchor));
  };

  const toTop = () => {
    pinned.current = null;
    setOpen(false);
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    const main = document.querySelector<HTMLElement>('main');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (target) focusWithoutScroll(target);
  };

  // The links of "More" shown at this width (CSS hides the ones the bar shows).
  const moreLinks = () => [...(moreListRef.current?.getElementsByTagName('a') ?? [])].filter((link) => link.checkVisibility?.() ?? true);
  const focusMoreLink = (which: 'first' | 'last' | 1 | -1) => {
    const links = moreLinks();
    if (links.length === 0) return;
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = which === 'first' ? 0 : which === 'last' ? links.length - 1 : (index + which + links.length) % links.length;
    links[next]?.focus();
  };
  const openMore = (focus: 'first' | 'last') => {
    setOpen(true);
    // The list renders on the next commit; focus it then.
    requestAnimationFrame(() => focusMoreLink(focus));
  };

  // Keyboard and focus handling of "More" (disclosure navigation): on the button and its links.
  const onMoreKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const onButton = event.target === moreButtonRef.current;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      moreButtonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (onButton && !open) openMore(event.key === 'ArrowDown' ? 'first' : 'last');
      else if (onButton) focusMoreLink(event.key === 'ArrowDown' ? 'first' : 'last');
      else focusMoreLink(event.key === 'ArrowDown' ? 1 : -1);
    } else if ((event.key === 'Home' || event.key === 'End') && !onButton) {
      event.preventDefault();
      focusMoreLink(event.key === 'Home' ? 'first' : 'last');
    }
  };
  const onMoreBlur = (event: FocusEvent<HTMLElement>) => {
    if (open && !moreRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const link = (section: StickyMenuSection, inMore: boolean) => (
    <a
      href={`#${section.id}`}
      className={styles.link}
      aria-current={current === section.id ? 'location' : undefined}
      onClick={(event) => goTo(event, section.id)}
      onKeyDown={inMore ? onMoreKeyDown : undefined}
      onBlur={inMore ? onMoreBlur : undefined}
    >
      {section.title}
    </a>
  );

  return (
    <>
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
      <nav
        ref={navRef}
        className={styles.bar}
        aria-label={t`On this page`}
        data-stuck={stuck}
        data-hidden={scroll.hidden && !open}
        onFocus={() => setScroll((state) => (state.hidden ? { ...state, hidden: false } : state))}
      >
        <div className={styles.inner}>
          <ul className={styles.links}>
            {sections.map((section, index) => (
              <li key={section.id} className={styles.item} data-on={stickyMenuPlacement(index).inline.join(' ')}>
                {link(section, false)}
              </li>
            ))}
          </ul>
          <div ref={moreRef} className={styles.more} data-on={stickyMenuMoreWidths(sections.length).join(' ')}>
            <button
              ref={moreButtonRef}
              type="button"
              className={styles.moreButton}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((value) => !value)}
              onKeyDown={onMoreKeyDown}
              onBlur={onMoreBlur}
            >
              <span className={styles.moreLabel}>
                <Trans>More</Trans>
              </span>
              <span className={styles.sectionsLabel}>
                <Trans>Sections</Trans>
              </span>
              <Icon name="chevron-down" className={styles.chevron} />
            </button>
            <ul ref={moreListRef} id={listId} className={styles.menu} hidden={!open}>
              {sections.map((section, index) => (
                <li key={section.id} className={styles.item} data-on={stickyMenuPlacement(index).more.join(' ')}>
                  {link(section, true)}
                </li>
              ))}
            </ul>
          </div>
          <button type="button" className={styles.top} onClick={toTop}>
            <svg
              width={16}
              height={16}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
              focusable="false"
            >
              <path d="M12 19V5M5 12l7-7 7 7" />
            </svg>
            <Trans>Top</Trans>
          </button>
        </div>
      </nav>
    </>
  );
}
