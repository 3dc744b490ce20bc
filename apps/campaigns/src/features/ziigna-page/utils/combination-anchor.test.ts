import { describe, expect, it } from 'vitest';
import { combinationAnchor, combinationOfHash, combinationOfLink } from './combination-anchor.ts';

const IDS = ['standalone', 'continuous-run'];
const PAGE = {
  origin: 'http://uk.localhost:3000',
  pathname: '/ziigna-linear-lighting',
  search: '',
};

describe('combination anchors', () => {
  it('names a panel by its combination id', () => {
    expect(combinationAnchor('continuous-run')).toBe('combination-continuous-run');
    expect(combinationOfHash(`#${combinationAnchor('continuous-run')}`, IDS)).toBe(
      'continuous-run',
    );
  });

  it('ignores other fragments, unknown ids and broken escapes', () => {
    expect(combinationOfHash('', IDS)).toBeNull();
    expect(combinationOfHash('#main', IDS)).toBeNull();
    expect(combinationOfHash('#combination-', IDS)).toBeNull();
    expect(combinationOfHash('#combination-ceiling', IDS)).toBeNull();
    expect(combinationOfHash('#combination-%E0%A4%A', IDS)).toBeNull();
    expect(combinationOfHash('#combination-standalone', [])).toBeNull();
  });

  it('opens a panel for links on this page only, however they are written', () => {
    expect(combinationOfLink('#combination-standalone', PAGE, IDS)).toBe('standalone');
    expect(combinationOfLink('/ziigna-linear-lighting#combination-standalone', PAGE, IDS)).toBe(
      'standalone',
    );
    expect(
      combinationOfLink(`${PAGE.origin}/ziigna-linear-lighting#combination-standalone`, PAGE, IDS),
    ).toBe('standalone');
    // Another page, another query or another host is a navigation, not a panel.
    expect(combinationOfLink('/lighting-design#combination-standalone', PAGE, IDS)).toBeNull();
    expect(combinationOfLink('?x=1#combination-standalone', PAGE, IDS)).toBeNull();
    expect(
      combinationOfLink(
        'http://fr.localhost:3000/ziigna-linear-lighting#combination-standalone',
        PAGE,
        IDS,
      ),
    ).toBeNull();
    expect(combinationOfLink('mailto:ziigna@lumen-lighting.example', PAGE, IDS)).toBeNull();
  });
});
