import { describe, expect, it } from 'vitest';
import { ACCENTED, foldText, nameKey, sameName, UNACCENTED } from './name-key.ts';

describe('foldText', () => {
  it('folds case and accents, one character for one', () => {
    expect([...ACCENTED].length).toBe([...UNACCENTED].length);
    expect(foldText('Éclairage de secours')).toBe('eclairage de secours');
    expect(foldText('Spots lèche-mur')).toBe('spots leche-mur');
    expect(foldText('Bloc d’évacuation')).toBe("bloc d'evacuation");
  });
});

describe('nameKey', () => {
  it('is the slug of a name in either language', () => {
    expect(nameKey('Downlights')).toBe('downlights');
    expect(nameKey('Fire Rated Downlights')).toBe('fire-rated-downlights');
    expect(nameKey('Spots encastrés')).toBe('spots-encastres');
    expect(nameKey('Dalles à éclairage latéral')).toBe('dalles-a-eclairage-lateral');
    expect(nameKey('AURA Spot coupe-feu 6W IP65 3000K Blanc')).toBe(
      'aura-spot-coupe-feu-6w-ip65-3000k-blanc',
    );
    expect(nameKey('  HALO FIRE  ')).toBe('halo-fire');
  });

  it('ignores accents, case, and both apostrophes', () => {
    const keys = [
      'Signalisation d’évacuation',
      "Signalisation d'évacuation",
      "signalisation d'evacuation",
      'SIGNALISATION D’ÉVACUATION',
      'signalisation-d’évacuation',
      'signalisation-devacuation',
    ].map(nameKey);
    expect(new Set(keys)).toEqual(new Set(['signalisation-devacuation']));
  });

  it('reads a name the way the /products?name= redirect spells it', () => {
    for (const name of ['Spots lèche-mur', 'spots-lèche-mur', 'Spots Leche Mur', 'spots-leche-mur'])
      expect(nameKey(name)).toBe('spots-leche-mur');
    expect(nameKey('Linéaires en saillie')).toBe(nameKey('lineaires-en-saillie'));
    expect(nameKey('Cloches linéaires')).toBe('cloches-lineaires');
    expect(nameKey('Hublots à détecteur')).toBe('hublots-a-detecteur');
  });

  it('reads decomposed accents as composed ones', () => {
    expect(nameKey('Re\u0301glettes')).toBe('reglettes');
  });

  it('turns every other character into one hyphen, and never leaves one at either end', () => {
    expect(nameKey('-- a / b__c! --')).toBe('a-b-c');
    expect(nameKey('Ⅻ 💡 x')).toBe('x');
    expect(nameKey('%00\u0000')).toBe('00');
    expect(nameKey('')).toBe('');
    expect(nameKey('’’')).toBe('');
  });
});

describe('sameName', () => {
  it('compares by key, and nothing equals a name with no letters', () => {
    expect(sameName('Hublots à détecteur', 'hublots-a-detecteur')).toBe(true);
    expect(sameName('AURA', 'ORBIT')).toBe(false);
    expect(sameName('--', '!!')).toBe(false);
  });
});
