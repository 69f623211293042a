/** The component name of the form rendering (the layout service's, the component map's). */
export const FORM_COMPONENT = 'Form';
