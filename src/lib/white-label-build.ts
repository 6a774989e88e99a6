import process from 'node:process';
import { serverApiUrl } from './api/server';
import { PUBLIC_CLIENT_TOKEN } from './config';
import { whiteLabelSchema } from '../../contract/white-label';
import type { WhiteLabel } from './types';

let settings: Promise<WhiteLabel | null> | undefined;

/**
 * Build-time branding (issue 7): when `PUBLIC_WHITE_LABEL_HOST` or `PUBLIC_WHITE_LABEL_FID`
 * is set, the partner's settings are fetched once from the API while building (and at the
 * start of the server for on-demand pages), so the static HTML is branded without
 * JavaScript. A partner build that cannot reach its settings fails loudly.
 */
export function buildWhiteLabel(): Promise<WhiteLabel | null> {
  settings ??= load();
  return settings;
}

async function load(): Promise<WhiteLabel | null> {
  const host = (
    import.meta.env.PUBLIC_WHITE_LABEL_HOST ??
    process.env.PUBLIC_WHITE_LABEL_HOST ??
    ''
  ).trim();
  const fid = (
    import.meta.env.PUBLIC_WHITE_LABEL_FID ??
    process.env.PUBLIC_WHITE_LABEL_FID ??
    ''
  ).trim();
  if (host === '' && fid === '') return null;
  const tld = (import.meta.env.PUBLIC_WHITE_LABEL_TLD ?? '.travel').toLowerCase();
  const path =
    host !== ''
      ? host.toLowerCase().endsWith(tld)
        ? `/v3/agency/${encodeURIComponent(host)}`
        : `/v3/white-label/${encodeURIComponent(host)}`
      : `/v3/agent/${encodeURIComponent(fid)}`;
  const api = serverApiUrl();
  const response = await fetch(`${api}${path}?locale=en`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${PUBLIC_CLIENT_TOKEN}` },
  });
  if (!response.ok) {
    throw new Error(`White-label settings ${path}: HTTP ${response.status} from ${api}`);
  }
  const body = (await response.json()) as { data?: unknown };
  const settings = whiteLabelSchema.safeParse(body.data);
  if (!settings.success)
    throw new Error(`White-label settings ${path}: an answer off the contract`);
  return settings.data.white_label ? settings.data : null;
}
