import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';

/** What SPEC section 3 "Device info" says about the visitor's device. */
export interface Device {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
  ios: boolean;
  android: boolean;
  windows: boolean;
  macos: boolean;
  /** Browser family, e.g. "Chrome", "Safari", "Firefox", "Edge"; "" when unknown. */
  browser: string;
  crawler: boolean;
}

/** Device info from a user-agent string (ua-parser-js for the device, isbot for crawlers). */
export function parseDevice(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? '';
  const result = new UAParser(ua).getResult();
  const type = result.device.type;
  const os = (result.os.name ?? '').toLowerCase();
  const ios = os === 'ios' || /\b(iPad|iPhone|iPod)\b/.test(ua);
  const tablet = type === 'tablet' || /\biPad\b/.test(ua);
  const mobile = !tablet && (type === 'mobile' || type === 'wearable');
  return {
    mobile,
    tablet,
    desktop: !mobile && !tablet,
    ios,
    android: os === 'android',
    windows: os === 'windows',
    macos: os === 'mac os' || os === 'macos',
    browser: (result.browser.name ?? '').replace(/^Mobile /, ''),
    crawler: ua !== '' && isbot(ua),
  };
}
