import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useActionData, useFetcher, useFormAction } from 'react-router';
import type { FormActionData } from '../model/form-action-data';
import type { FormField, SitecoreForm } from '../model/form-model';
import { buildFormSchema } from '../rules/form-schema';
import { initialValues, inputFields } from '../rules/form-fields';
import { createSubmission, type SubmissionPhase } from '../rules/submission-state';
import { controlIdOf, FieldsView, type FieldsContext } from './form-fields-view';
import { noteFocus, trackField } from './field-tracking';
import { useFailureText, useFormMessages } from './use-form-texts';
import styles from './form.module.css';

type Values = Record<string, unknown>;

/** The answer for this form, if the latest one is (a page may hold several forms). */
function answerFor(formItemId: string, ...candidates: unknown[]): FormActionData | undefined {
  for (const candidate of candidates) {
    if (candidate && typeof candidate === 'object' && (candidate as FormActionData).formItemId === formItemId)
      return candidate as FormActionData;
  }
  return undefined;
}

/** The defaults of a step: the model's values, then what the visitor sent (the page rendered again without JavaScript). */
function defaultsOf(form: SitecoreForm, posted: Record<string, string[]> | undefined): Values {
  const values = initialValues(form.fields);
  if (!posted) return values;
  for (const input of inputFields(form.fields)) {
    const sent = posted[input.name];
    if (!sent || input.kind === 'fileUpload') continue;
    if (input.kind === 'checkbox') values[input.key] = sent.includes('true');
    else if (input.kind === 'checkboxList' || input.kind === 'listBox') values[input.key] = sent;
    else values[input.key] = sent[0] ?? '';
  }
  return values;
}

/**
 * A Sitecore form (spec discovery §2, §4, §5): a native multipart form posting to the page's own
 * action, so it works before hydration and without JavaScript (the server renders the answer:
 * errors under fields, the next step, or redirects). Hydrated, react-hook-form validates with the
 * form's valibot schema as the visitor types and the post goes through a fetcher; the submit
 * button stays locked while in progress and one second more; a next form replaces this one.
 */
export function DynamicForm({ form: pageForm, title }: { form: SitecoreForm; title?: string }) {
  const formItemId = pageForm.formItemId.value;
  const fetcher = useFetcher<FormActionData>({ key: `form-${formItemId}` });
  const actionData = useActionData<unknown>();
  const rendered = answerFor(formItemId, actionData);
  const initialForm = rendered?.outcome?.kind === 'next-form' ? rendered.outcome.form : pageForm;
  const [form, setForm] = useState(initialForm);
  const [answer, setAnswer] = useState<FormActionData | undefined>(rendered);
  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<SubmissionPhase>('idle');
  const submission = useMemo(() => createSubmission((state) => setPhase(state.phase)), []);
  const awaiting = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => () => submission.dispose(), [submission]);

  // The fetcher's answer, taken once (state from the previous render): it replaces the form's
  // answer; a next form replaces the form; success starts the form afresh (a redirect navigates).
  const [taken, setTaken] = useState<unknown>(undefined);
  if (fetcher.state === 'idle' && fetcher.data !== undefined && fetcher.data !== taken) {
    setTaken(fetcher.data);
    const data = answerFor(formItemId, fetcher.data) ?? { formItemId, failure: 'unavailable' as const, values: {} };
    setAnswer(data);
    if (data.outcome?.kind === 'next-form') setForm(data.outcome.form);
    if (data.outcome?.kind === 'next-form' || data.outcome?.kind === 'success') setStep(step + 1);
  }
  // The submission's clock (an outside system): locked one more second after the answer.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !awaiting.current) return;
    awaiting.current = false;
    submission.respond(answerFor(formItemId, fetcher.data)?.outcome ?? { kind: 'errors', fieldErrors: {}, errors: [] });
  }, [fetcher.state, fetcher.data, formItemId, submission]);

  useEffect(() => {
    if (step > 0) headingRef.current?.focus();
  }, [step]);

  const success = answer?.outcome?.kind === 'success';
  return (
    <section className={styles.block} aria-labelledby={`${formItemId}-title`.replace(/[^A-Za-z0-9_-]/g, '')}>
      {title ? (
        <h2 id={`${formItemId}-title`.replace(/[^A-Za-z0-9_-]/g, '')} className={styles.title} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
      ) : null}
      {success ? (
        <p className={styles.success} role="status">
          <Trans>Thank you. Your request has been sent.</Trans>
        </p>
      ) : null}
      <FormStep
        // A next form, or a reset after success, starts with fresh field states.
        key={`${form.pageItemId?.value ?? ''}|${step}`}
        form={form}
        answer={answer?.outcome?.kind === 'next-form' || success ? undefined : answer}
        phase={phase}
        onSubmit={(data) => {
          if (!submission.submit()) return;
          awaiting.current = true;
          void fetcher.submit(data, { method: 'post', encType: 'multipart/form-data' });
        }}
      />
    </section>
  );
}

interface FormStepProps {
  form: SitecoreForm;
  answer: FormActionData | undefined;
  phase: SubmissionPhase;
  onSubmit(data: FormData): void;
}

function FormStep({ form, answer, phase, onSubmit }: FormStepProps) {
  const { t } = useLingui();
  const messages = useFormMessages();
  const failureText = useFailureText();
  const action = useFormAction();
  const schema = useMemo(() => buildFormSchema(form.fields, messages), [form.fields, messages]);
  const inputs = useMemo(() => inputFields(form.fields), [form.fields]);
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: defaultsOf(form, answer?.values),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const outcome = answer?.outcome;
  // The server's messages of the latest answer, less those of fields the visitor changed since.
  const [edited, setEdited] = useState<{ of: typeof outcome; names: ReadonlySet<string> }>({ of: outcome, names: new Set() });
  const editedNames = edited.of === outcome ? edited.names : new Set<string>();
  const serverErrors = outcome?.kind === 'errors' ? outcome.fieldErrors : {};

  const focusFirst = (names: string[]) => {
    const first = inputs.find((input) => names.includes(input.name) || names.includes(input.key));
    if (first) document.getElementById(controlIdOf(first.field))?.focus();
  };
  // After a server answer with field errors, the first of them takes focus (its message is read with it).
  useEffect(() => {
    if (outcome?.kind === 'errors' && Object.keys(outcome.fieldErrors).length > 0) focusFirst(Object.keys(outcome.fieldErrors));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  const busy = phase !== 'idle';
  const context: FieldsContext = {
    control,
    errorOf: (key, name) =>
      (formState.errors[key]?.message as string | undefined) ?? (editedNames.has(name) ? undefined : serverErrors[name]?.[0]),
    onEdited: (name) => {
      if (name in serverErrors && !editedNames.has(name)) setEdited({ of: outcome, names: new Set([...editedNames, name]) });
    },
    onLeave: (field: FormField, value, error) => trackField(form, field, value, error),
    busy,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const element = event.currentTarget;
    void handleSubmit(
      () => onSubmit(new FormData(element, submitter)),
      (errors) => focusFirst(Object.keys(errors)),
    )(event);
  };

  const general = [
    ...(answer?.failure ? [failureText(answer.failure)] : []),
    ...(outcome?.kind === 'errors' ? outcome.errors : []),
    ...(outcome?.kind === 'errors' && outcome.errors.length === 0 && Object.keys(outcome.fieldErrors).length === 0
      ? [failureText('no-message')]
      : []),
  ];
  const clientErrorCount = Object.keys(formState.errors).length;

  return (
    <form
      className={styles.form}
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
      onFocus={(event) => noteFocus(event.target)}
    >
      <input type="hidden" name={form.formItemId.name} value={form.formItemId.value} />
      <input type="hidden" name={form.formSessionId.name} value={form.formSessionId.value} />
      {form.pageItemId ? <input type="hidden" name={form.pageItemId.name} value={form.pageItemId.value} /> : null}
      {form.antiForgeryToken ? <input type="hidden" name={form.antiForgeryToken.name} value={form.antiForgeryToken.value} /> : null}
      <div className={styles.errors} role="alert">
        {general.length > 0 ? (
          <ul>
            {general.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <FieldsView fields={form.fields} context={context} />
      <p className={styles.status} role="status">
        {phase === 'submitting' ? t`Sending…` : clientErrorCount > 0 ? t`Please check the marked fields.` : ''}
      </p>
    </form>
  );
}
