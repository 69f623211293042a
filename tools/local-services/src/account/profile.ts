/**
 * The customer's profile as the content system's GraphQL answers it (spec account §3 "Profile
 * data", §7 "POST content GraphQL endpoint … profile e-mail ({email})"): the project-specific
 * `customerProfile(id, language)` query of schemas/content.graphql. The account API itself has no
 * profile endpoint (the real services have none either, issue 23). The id is the customer's user
 * name (their e-mail); the answer is given only to a request made on that customer's behalf: the
 * identity provider's access token of the same account as `Authorization: Bearer …` (the site's
 * proxy attaches it, as it does for the account API). Anything else is null, like an item the
 * caller may not read.
 */
import type { DatabaseSync } from 'node:sqlite';

export interface CustomerProfile {
  email: string;
  customernumber: string;
  displayname: string;
  firstname: string;
  industry: string;
}

export type CustomerProfileLookup = (authorization: string | undefined, id: string) => CustomerProfile | null;

export function customerProfileLookup(db: DatabaseSync, accessTokenAccount: (token: string) => string | undefined): CustomerProfileLookup {
  const customerById = db.prepare('SELECT id, email, given_name, family_name FROM identity_accounts WHERE id = ?');
  const profileOf = db.prepare('SELECT customernumber, displayname, industry FROM account_profiles WHERE customer_id = ?');
  return (authorization, id) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    const accountId = token ? accessTokenAccount(token) : undefined;
    const customer = accountId
      ? (customerById.get(accountId) as { id: string; email: string; given_name: string; family_name: string } | undefined)
      : undefined;
    // Sitecore user names may carry their domain (extranet\…); the e-mail is the name.
    const name = id
      .replace(/^extranet\\/i, '')
      .trim()
      .toLowerCase();
    if (!customer || customer.email.toLowerCase() !== name) return null;
    const stored = profileOf.get(customer.id) as { customernumber: string; displayname: string; industry: string } | undefined;
    return {
      email: customer.email,
      customernumber: stored?.customernumber ?? '',
      displayname: stored?.displayname || `${customer.given_name} ${customer.family_name}`,
      firstname: customer.given_name,
      industry: stored?.industry ?? '',
    };
  };
}
