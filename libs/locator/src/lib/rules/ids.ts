/** Item ids compare without braces, dashes' case or braces: `{5A1E…}` (the account API) equals `5a1e…` (the points list). */
export function normaliseId(id: string | null | undefined): string {
  return (id ?? '').replace(/[{}]/g, '').trim().toLowerCase();
}

export function sameId(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normaliseId(a);
  return left !== '' && left === normaliseId(b);
}
