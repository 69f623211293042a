import { describe, expect, it } from 'vitest';
import { consentModeStep, type ConsentChoice, type ConsentModeState } from './consent-mode';

const start = (containerConfigured: boolean, consent: ConsentChoice) =>
  consentModeStep('idle', { type: 'start', containerConfigured, consent });
const choose = (state: ConsentModeState, consent: ConsentChoice) => consentModeStep(state, { type: 'consent', consent });

describe('consent mode state machine (issue 29 §2)', () => {
  it("without a container: off, nothing loaded; consent only lets the page's own events in", () => {
    expect(start(false, null)).toEqual({ state: 'off', effects: [] });
    expect(start(false, 'statistics')).toEqual({ state: 'off', effects: ['release-held'] });
    expect(choose('off', 'statistics')).toEqual({ state: 'off', effects: ['release-held'] });
    expect(choose('off', 'necessary')).toEqual({ state: 'off', effects: [] });
    expect(choose('idle', 'statistics')).toEqual({ state: 'idle', effects: [] });
  });

  it('with a container and no answer (or necessary only): the denied defaults, nothing loaded', () => {
    expect(start(true, null)).toEqual({ state: 'denied', effects: ['push-defaults'] });
    expect(start(true, 'necessary')).toEqual({ state: 'denied', effects: ['push-defaults'] });
    expect(choose('denied', 'necessary')).toEqual({ state: 'denied', effects: [] });
  });

  it('statistics consent: defaults first, then the update, the held page events, the container and the metrics', () => {
    expect(start(true, 'statistics')).toEqual({
      state: 'granted',
      effects: ['push-defaults', 'push-granted', 'release-held', 'load-container', 'start-web-vitals'],
    });
    expect(choose('denied', 'statistics')).toEqual({
      state: 'granted',
      effects: ['push-granted', 'release-held', 'load-container', 'start-web-vitals'],
    });
    expect(choose('granted', 'statistics')).toEqual({ state: 'granted', effects: [] });
  });

  it('withdrawing: the update back to denied; allowing again grants without a second load', () => {
    expect(choose('granted', 'necessary')).toEqual({ state: 'withdrawn', effects: ['push-denied'] });
    expect(choose('granted', null)).toEqual({ state: 'withdrawn', effects: ['push-denied'] });
    expect(choose('withdrawn', 'necessary')).toEqual({ state: 'withdrawn', effects: [] });
    expect(choose('withdrawn', 'statistics')).toEqual({ state: 'granted', effects: ['push-granted', 'release-held'] });
  });

  it('starts once', () => {
    expect(consentModeStep('denied', { type: 'start', containerConfigured: true, consent: 'statistics' })).toEqual({
      state: 'denied',
      effects: [],
    });
  });
});
