import { describe, expect, it } from 'vitest';
import { labelled } from './typography.ts';

describe('labelled', () => {
  it('writes a label and its value the way each language sets a colon', () => {
    expect(labelled('en', 'Check-in', '12 May')).toBe('Check-in: 12 May');
    expect(labelled('fr', 'Arrivée', 'mardi 12 mai')).toBe('Arrivée\u00a0: mardi 12 mai');
    expect(labelled('ja', 'チェックイン', '5月12日')).toBe('チェックイン：5月12日');
    expect(labelled('zh-tw', '入住', '5月12日')).toBe('入住：5月12日');
    expect(labelled('de', 'Anreise', '12. Mai')).toBe('Anreise: 12. Mai');
  });
});
