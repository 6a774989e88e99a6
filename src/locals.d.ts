import type { Device } from './lib/device';

declare global {
  namespace App {
    interface Locals {
      /** Device info of on-demand requests (src/middleware.ts). */
      device: Device;
    }
  }
}
