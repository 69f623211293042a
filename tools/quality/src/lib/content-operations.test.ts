import { describe, expect, it } from 'vitest';
import { browserContentDocument } from './content-operations.ts';

describe('browserContentDocument', () => {
  it('reads the typed document codegen wrote, byte for byte', () => {
    const generated =
      'export const ContactDetailsDocument = new TypedDocumentString(`\n    query ContactDetails($id: String!) {\n  item(path: $id) { id }\n}\n    `) as unknown;';
    expect(browserContentDocument('ContactDetails', generated)).toBe(
      '\n    query ContactDetails($id: String!) {\n  item(path: $id) { id }\n}\n    ',
    );
    expect(() => browserContentDocument('Members', generated)).toThrow(/No generated document/);
  });

  it('finds the favourite contact’s query in the real generated file', () => {
    expect(browserContentDocument('ContactDetails')).toMatch(/^\s*query ContactDetails\(/);
  });
});
