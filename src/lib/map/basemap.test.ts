import { describe, expect, it } from 'vitest';
import { basemapFrom } from './basemap';

describe('basemapFrom', () => {
  it('uses a street tile template with its attribution', () => {
    expect(basemapFrom('https://tiles.example/{z}/{x}/{y}.png', ' © Example ')).toEqual({
      kind: 'tiles',
      template: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
  });

  it('draws its own basemap without a template or with an unsafe one', () => {
    for (const bad of [
      undefined,
      '',
      'http://tiles.example/{z}/{x}/{y}.png',
      'https://tiles.example/{z}/{x}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'https://tiles.example/{z}/{x}/{y}.png"><script>',
    ])
      expect(basemapFrom(bad, 'x')).toEqual({ kind: 'self-hosted' });
  });
});
