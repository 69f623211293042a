import { parseForm } from '../rules/parse-form';
import { DynamicForm } from './dynamic-form';
import { useProblemText } from './use-form-texts';
import styles from './form.module.css';

/** What the form rendering receives from the placeholder (the shape of @mbw/content-blocks' BlockProps; features do not import each other). */
export interface FormBlockProps {
  fields: unknown;
}

/**
 * The `Form` rendering (spec discovery §2 "Dynamic form renderer"): the form its fields hold, or
 * the §8 text that says why there is none.
 */
export function FormBlock({ fields }: FormBlockProps) {
  const problemText = useProblemText();
  const parsed = parseForm(fields);
  if (!parsed.ok) {
    return (
      <section className={styles.block}>
        <p className={styles.problem}>{problemText(parsed.problem)}</p>
      </section>
    );
  }
  return <DynamicForm form={parsed.form} title={parsed.form.metadata?.title} />;
}
