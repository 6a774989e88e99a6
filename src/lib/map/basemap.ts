/** Where the map's background comes from. */
export type Basemap =
  { kind: 'self-hosted' } | { kind: 'tiles'; template: string; attribution: string };

/**
 * The basemap for `PUBLIC_MAP_STYLE_URL` (a raster tile URL template, `https://…/{z}/{x}/{y}.png`,
 * `{s}` and `{r}` allowed) and `PUBLIC_MAP_ATTRIBUTION` (plain text, shown on the map). Without a
 * template, or with anything but an https template with `{z}`, `{x}` and `{y}`, the map draws
 * its own basemap from the bundled Natural Earth land (no tile server).
 */
export function basemapFrom(
  template: string | undefined,
  attribution: string | undefined,
): Basemap {
  const text = template?.trim();
  if (!text) return { kind: 'self-hosted' };
  let url: URL;
  try {
    url = new URL(text.replace(/\{[sxyzr]\}/g, '0'));
  } catch {
    return { kind: 'self-hosted' };
  }
  const placeholders = ['{z}', '{x}', '{y}'].every((p) => text.includes(p));
  if (url.protocol !== 'https:' || !placeholders || /[<>"'\s]/.test(text))
    return { kind: 'self-hosted' };
  return { kind: 'tiles', template: text, attribution: attribution?.trim() ?? '' };
}
