// Where the generated logos and avatars live (app/images/routes.ts serves them), and the image URL
// the API presents: a listing's or founder's own image, else the generated one wherever it is served.

export const generatedImageKinds = ['listings', 'founders'] as const;
export type GeneratedImageKind = (typeof generatedImageKinds)[number];

/** `/images/listings/{slug}.svg` or `/images/founders/{slug}.svg`, relative to PUBLIC_URL. */
export function generatedImagePath(kind: GeneratedImageKind, slug: string): string {
  return `/images/${kind}/${slug}.svg`;
}

/**
 * The absolute image URL to present: `own` when set (a logo or photo given by its owner),
 * otherwise the generated monogram when the route serves it for this slug (`served`: a public
 * listing, or a founder of one), otherwise null.
 */
export function presentedImageUrl(
  publicUrl: string,
  kind: GeneratedImageKind,
  slug: string,
  own: string | null,
  served: boolean,
): string | null {
  if (own) return own;
  return served ? `${publicUrl}${generatedImagePath(kind, slug)}` : null;
}
