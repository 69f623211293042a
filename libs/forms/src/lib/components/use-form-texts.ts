import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { FormFailure } from '../model/form-action-data';
import type { FormProblem } from '../rules/parse-form';
import type { FormMessages } from '../rules/form-schema';

/** The rules' texts in the page's language (the editors' validationDataModels messages win where a field has one). */
export function useFormMessages(): FormMessages {
  const { t } = useLingui();
  return useMemo(
    () => ({
      // Spec discovery §5: the CMS key is 'NEWSLETTER/FORM: {0} is required.' (a dictionary phrase overrides it).
      // The phrase's placeholder is {0} (positional): an expression rather than a name gives Lingui exactly that.
      required: (title) => t({ id: 'NEWSLETTER/FORM: {0} is required.', message: `${String(title)} is required.` }),
      email: (title) => t`${title}: please enter a valid e-mail address.`,
      phone: (title) => t`${title}: please enter a valid phone number.`,
      number: (title) => t`${title}: please enter a number.`,
      numberMin: (title, min) => t`${title}: please enter ${min} or more.`,
      numberMax: (title, max) => t`${title}: please enter ${max} or less.`,
      date: (title) => t`${title}: please enter a date.`,
      dateMin: (title, min) => t`${title}: please enter ${min} or later.`,
      dateMax: (title, max) => t`${title}: please enter ${max} or earlier.`,
      tooLong: (title, maxLength) => t`${title}: please use at most ${maxLength} characters.`,
      tooShort: (title, minLength) => t`${title}: please use at least ${minLength} characters.`,
      fileSize: (size, unit) => t`Each file may be at most ${size} ${unit}.`,
      fileType: (allowed) => t`Only these file types are accepted: ${allowed}.`,
      fileCount: (count, title) => t`At most ${count} files for ${title}.`,
    }),
    [t],
  );
}

/** Spec discovery §8 "Form" texts, for a form that cannot render. */
export function useProblemText(): (problem: FormProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem) {
      case 'no-form-data':
        return t`No form data was provided. Need to set a datasource?`;
      case 'no-submit-action':
        return t`Submit URL was not defined...`;
      default:
        return t`Form data invalid. Forget to set the rendering contents resolver?`;
    }
  };
}

/** The general error area's text when no form builder answer came (the builder's own messages show as they are). */
export function useFailureText(): (failure: FormFailure | 'no-message') => string {
  const { t } = useLingui();
  return (failure) => {
    switch (failure) {
      case 'too-many':
        return t`Too many forms were sent from your connection. Please wait a minute and send again.`;
      case 'too-large':
        return t`The files are too large to send. Please choose smaller files.`;
      case 'refused':
        return t`This form could not be sent from here. Please reload the page and try again.`;
      case 'no-message':
        return t`The form could not be sent. Please check your entries and try again.`;
      default:
        return t`The form cannot be sent at the moment. Your entries are kept: please try again in a few minutes.`;
    }
  };
}
