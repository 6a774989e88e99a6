import { describe, expect, it } from 'vitest';
import { EXTERNAL, joinAgentUrl } from './links';

describe('joinAgentUrl', () => {
  it('depends on Hebrew or another language and carries the fid as ref', () => {
    expect(joinAgentUrl('he', null)).not.toBe(joinAgentUrl('en', null));
    expect(joinAgentUrl('fr', null)).toBe(joinAgentUrl('en', null));
    expect(new URL(joinAgentUrl('he', 1001)).searchParams.get('ref')).toBe('1001');
    expect(new URL(joinAgentUrl('en', undefined)).searchParams.has('ref')).toBe(false);
    expect(new URL(joinAgentUrl('en', 0)).searchParams.has('ref')).toBe(false);
  });

  it('has absolute external addresses', () => {
    for (const href of Object.values(EXTERNAL)) expect(href).toMatch(/^https:\/\//);
  });
});
