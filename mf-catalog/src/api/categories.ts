/** A slug as the shop writes them: lower-case words joined by hyphens. Anything else cannot exist, so it is not asked for. */
export const isPlausibleSlug = (slug: string): boolean => slug.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
