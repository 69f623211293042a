import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { pushAnalyticsEvent, webVitalEvent } from './events';

/**
 * Real-user metrics (issue 29 §6): the Core Web Vitals (LCP, INP, CLS) and FCP and TTFB, as
 * web-vitals reports them, into the dataLayer with the page type. Loaded as a chunk of its own
 * only once the tag manager is granted (tag-manager.ts), never with the page; each value is
 * pushed only while statistics consent lasts (pushAnalyticsEvent reads the cookie).
 */
export function reportWebVitals(pageType: () => string): void {
  const report = (metric: Metric) => void pushAnalyticsEvent(webVitalEvent(metric, pageType()));
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
