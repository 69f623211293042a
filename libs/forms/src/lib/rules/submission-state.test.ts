import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureField, fixtureForm } from '../testing/form-fixture';
import { createSubmission, LOCK_AFTER_RESPONSE_MS, outcomeOf, submissionReducer, type SubmissionState } from './submission-state';

const page = 'https://site.example';
const ok = { success: true, errors: [], validationErrors: {} };

describe('submission outcome (spec discovery §4 form submission)', () => {
  it('success with an own redirect is followed; a foreign one is not', () => {
    expect(outcomeOf({ ...ok, redirectUrl: '/en/thanks' }, page)).toEqual({ kind: 'redirect', to: '/en/thanks' });
    expect(outcomeOf({ ...ok, redirectUrl: 'https://evil.example/' }, page)).toEqual({ kind: 'success' });
    expect(outcomeOf(ok, page)).toEqual({ kind: 'success' });
  });
  it('per-field errors and general errors', () => {
    expect(outcomeOf({ success: false, errors: ['Down'], validationErrors: { a: ['Bad'], b: [] } }, page)).toEqual({
      kind: 'errors',
      fieldErrors: { a: ['Bad'] },
      errors: ['Down'],
    });
    expect(outcomeOf({ success: false, errors: [], validationErrors: {} }, page)).toEqual({ kind: 'errors', fieldErrors: {}, errors: [] });
  });
  it('a next form replaces the current one', () => {
    const form = fixtureForm([fixtureField('singleLineText', 'step2')]);
    expect(outcomeOf({ ...ok, nextForm: form }, page)).toEqual({ kind: 'next-form', form });
  });
});

describe('submission state machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('idle → in progress → locked one more second → idle', () => {
    const seen: SubmissionState[] = [];
    const submission = createSubmission((state) => seen.push(state));
    expect(submission.submit()).toBe(true);
    expect(submission.state.phase).toBe('submitting');
    expect(submission.submit()).toBe(false); // a second click while in progress is ignored
    submission.respond({ kind: 'success' });
    expect(submission.state).toEqual({ phase: 'locked', outcome: { kind: 'success' } });
    expect(submission.submit()).toBe(false); // still locked
    vi.advanceTimersByTime(LOCK_AFTER_RESPONSE_MS - 1);
    expect(submission.state.phase).toBe('locked');
    vi.advanceTimersByTime(1);
    expect(submission.state.phase).toBe('idle');
    expect(seen.map((state) => state.phase)).toEqual(['submitting', 'locked', 'idle']);
    expect(submission.submit()).toBe(true);
    submission.dispose();
  });

  it('a response without a submission, or an unlock while idle, changes nothing', () => {
    const idle: SubmissionState = { phase: 'idle' };
    expect(submissionReducer(idle, { type: 'response', outcome: { kind: 'success' } })).toBe(idle);
    expect(submissionReducer(idle, { type: 'unlock' })).toBe(idle);
  });
});
