import { fieldTrackingAction } from '../server/upstream/forms.server';

/** POST /api/forms/field-tracking: the forms' field tracking, forwarded to the form builder (issue 28). */
export const action = fieldTrackingAction;
