import { readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '@mbw/testing';

/**
 * A content GraphQL document exactly as the site's browser code sends it (codegen's typed string
 * in libs/api-clients/src/lib/sitecore/generated/graphql.ts): the same-origin proxy runs only
 * those (issue 23), so a gate that wants an answer from the content system sends one of them.
 */
export function browserContentDocument(
  operation: string,
  generated = readFileSync(path.join(workspaceRoot, 'libs/api-clients/src/lib/sitecore/generated/graphql.ts'), 'utf8'),
): string {
  const match = new RegExp(`export const ${operation}Document = new TypedDocumentString\\(\`([^\`]*)\``).exec(generated);
  if (!match) throw new Error(`No generated document for ${operation}`);
  return match[1]!;
}

/** A request body the proxy lets through: the favourite contact's details, for a seeded contact. */
export function contactDetailsRequest(language = 'en'): string {
  return JSON.stringify({
    operationName: 'ContactDetails',
    query: browserContentDocument('ContactDetails'),
    variables: { id: '{6F1D2C3A-0000-4000-8000-000000000001}', language },
  });
}
