import type { Device } from './lib/device';
import type { PageLocale } from './lib/i18n/paths';

declare global {
  namespace App {
    /** The page's locale, its `lang` tag and direction (src/middleware.ts), and the device. */
    interface Locals extends PageLocale {
      /** Device info of on-demand requests (src/middleware.ts). */
      device: Device;
    }
  }
}
