import type { ComponentType } from 'react';
import { lazyWithPreload } from '@mbw/ui';
import { FORM_COMPONENT } from '../server/form-component';
import type { FormBlockProps } from './form-block';

/**
 * The form rendering by component name, its code a chunk of its own (react-hook-form, valibot and
 * the renderer load only on pages that hold a form; the server preloads it for complete HTML).
 * The site app spreads this into its component map.
 */
export const formRenderings: Readonly<Record<string, { component: ComponentType<FormBlockProps> }>> = {
  [FORM_COMPONENT]: { component: lazyWithPreload(() => import('./form-block').then((module) => module.FormBlock)) },
  // The contact pages' concern dropdown (links between the contact form pages).
  ContactConcerns: {
    component: lazyWithPreload(() =>
      import('./concern-dropdown').then((module) => module.ConcernDropdown),
    ) as unknown as ComponentType<FormBlockProps>,
  },
};
