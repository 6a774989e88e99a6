import { describe, expect, it } from 'vitest';
import { fold } from './catalog.ts';

describe('fold', () => {
  it('makes plain ASCII names lower case, drops quotes and turns punctuation into single spaces', () => {
    expect(fold("  O'Brien's B&B -- St. Ives (2) ")).toBe('obriens b b st ives 2');
    expect(fold('The "Grand" `Hotel`_Berlin/Mitte')).toBe('the grand hotel berlin mitte');
    expect(fold('!!!')).toBe('');
  });

  it('folds accents, special letters and the letters several spellings share, in any script', () => {
    expect(fold('Hôtel d’Angleterre, Straße')).toBe('hotel dangleterre strasse');
    expect(fold('Łódź Østerbro İzmir')).toBe('lodz osterbro izmir');
    expect(fold('ΑΘΗΝΑΣ')).toBe('αθηνασ');
    expect(fold('מלון ת״א')).toBe('מלון תא');
    expect(fold('مكّة المكرّمة')).toBe('مكه المكرمه');
  });
});
