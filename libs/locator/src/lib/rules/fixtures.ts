/** A contact point for the rules' tests: every field empty unless given. */
export { contactPointFixture as point } from '@mbw/api-clients/testing';

export const kind = (id: string) => ({ id, name: id, icon: '' });
export const tag = (id: string) => ({ id, name: id });
