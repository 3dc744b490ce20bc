import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR, ContentFilesError, loadContent } from './load-content.ts';

const NEWS = 'news-updates/aura-wins-luminaire-of-the-year';
let dirs: string[] = [];

/** A copy of the repo's content files to break; shown in messages as `content/...`. */
function copyContent(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'lumen-content-')), 'content');
  cpSync(CONTENT_DIR, dir, { recursive: true });
  dirs.push(dir);
  return dir;
}

function edit(dir: string, file: string, change: (text: string) => string) {
  const path = join(dir, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

/** The problems loadContent reports for the folder, one line each. */
function problems(dir: string): string[] {
  try {
    loadContent(dir);
  } catch (err) {
    expect(err).toBeInstanceOf(ContentFilesError);
    return (err as ContentFilesError).issues.map((i) =>
      i.field ? `${i.file}: ${i.field}: ${i.message}` : `${i.file}: ${i.message}`,
    );
  }
  return [];
}

afterEach(() => {
  for (const d of dirs) rmSync(join(d, '..'), { recursive: true, force: true });
  dirs = [];
});

describe('content files', () => {
  it('are all valid in the repo', () => {
    expect(problems(CONTENT_DIR)).toEqual([]);
  });

  it('set French punctuation with a no-break space, never a plain one that can wrap', () => {
    // A plain space before : ; ! ? or % lets a line break leave the sign alone at the start of
    // the next line; issue 8 asks for U+00A0 or U+202F there, in content as in the UI strings.
    const plain: string[] = [];
    const visit = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        const m = /\S (?=[:;!?%](\s|$))/.exec(value);
        if (m) plain.push(`${path}: …${value.slice(Math.max(0, m.index - 20), m.index + 4)}…`);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) visit(v, `${path}.${k}`);
      }
    };
    for (const doc of loadContent().docs.filter((d) => d.locale === 'fr-FR'))
      visit(doc.data, `${doc.collection}/${doc.id}`);
    expect(plain).toEqual([]);
  });

  it('name the file and field of a missing field', () => {
    const dir = copyContent();
    edit(dir, `${NEWS}.fr-FR.md`, (t) => t.replace(/^title: .*\n/m, ''));
    edit(dir, `${NEWS}.en-GB.md`, (t) => t.replace(/^title: .*\n/m, ''));
    // Only the complete (en-GB) document must have every field; French falls back.
    expect(problems(dir)).toEqual([`content/${NEWS}.en-GB.md: title: required`]);
  });

  it('name the file and field of a value of the wrong type, nested ones by their path', () => {
    const dir = copyContent();
    edit(dir, 'countries/uk.en-GB.yaml', (t) => t.replace(/^orderId: 1$/m, 'orderId: first'));
    edit(dir, 'menus/about.fr-FR.yaml', (t) => t.replace('url: /our-story', 'url: our-story'));
    expect(problems(dir)).toEqual([
      'content/countries/uk.en-GB.yaml: orderId: Invalid input: expected number, received string',
      'content/menus/about.fr-FR.yaml: sub_menus.0.child_menus.0.url: must start with /, https://, mailto: or tel:',
    ]);
  });

  it('reject an unknown locale or a malformed name in the file name', () => {
    const dir = copyContent();
    renameSync(join(dir, `${NEWS}.fr-FR.md`), join(dir, `${NEWS}.fr-CA.md`));
    renameSync(join(dir, 'footer/en-AU.yaml'), join(dir, 'footer/en-AU.yml'));
    renameSync(join(dir, 'countries/uk.en-GB.yaml'), join(dir, 'countries/uk.en-GB+en-AU.yaml'));
    expect(problems(dir).sort()).toEqual([
      'content/countries/uk.en-GB+en-AU.yaml: en-GB is the complete document and has a file of its own',
      'content/footer/en-AU.yml: a footer file ends in .yaml (en-GB.yaml)',
      `content/${NEWS}.fr-CA.md: unknown locale "fr-CA" in the file name (en-GB, fr-FR, en-AU, en-NZ)`,
    ]);
  });

  it('report bad YAML with its line, in YAML files and in front matter', () => {
    const dir = copyContent();
    edit(dir, 'countries/uk.fr-FR.yaml', (t) =>
      t.replace('name: Royaume-Uni', 'name: "Royaume-Uni'),
    );
    edit(dir, `${NEWS}.en-GB.md`, (t) => t.replace(/^date: (.*)$/m, 'date: $1\ndate: $1'));
    const [countries, news] = problems(dir).sort();
    expect(countries).toMatch(
      /^content\/countries\/uk\.fr-FR\.yaml: not valid YAML \(line \d\): Missing closing "quote/,
    );
    // Line 4 of the file: the front matter starts on line 2.
    expect(news).toBe(`content/${NEWS}.en-GB.md: not valid YAML (line 4): Map keys must be unique`);
  });

  it('reject a misspelt field, an unknown reference, and a field the catalogue owns', () => {
    const dir = copyContent();
    edit(dir, `${NEWS}.fr-FR.md`, (t) => t.replace('title:', 'titel:'));
    edit(dir, `${NEWS}.en-GB.md`, (t) =>
      t.replace('news_category: company-news', 'news_category: gossip'),
    );
    edit(dir, 'main-categories/lamps.fr-FR.yaml', (t) => `${t}slug: lampes\n`);
    expect(problems(dir).sort()).toEqual([
      'content/main-categories/lamps.fr-FR.yaml: slug: comes from the catalogue (apps/api/src/seed/taxonomy.ts); remove it',
      `content/${NEWS}.en-GB.md: news_category: "gossip" is not an item of news-categories (company-news, events, product-news, projects, sustainability)`,
      `content/${NEWS}.fr-FR.md: titel: is not a field of news-updates`,
    ]);
  });

  it('check images, dates and video addresses', () => {
    const dir = copyContent();
    edit(dir, `${NEWS}.en-GB.md`, (t) =>
      t
        .replace(/^image: .*$/m, 'image: /media/content/nowhere/aura.jpg')
        .replace(/^date: .*$/m, 'date: 2025-02-30')
        .replace(/^embedUrl: .*$/m, 'embedUrl: https://www.youtube.com/embed/short'),
    );
    expect(problems(dir)).toEqual([
      `content/${NEWS}.en-GB.md: date: must be a date, YYYY-MM-DD`,
      `content/${NEWS}.en-GB.md: image: must be a /media/content/<folder>/<name>.jpg|webp|png|svg path in a folder artwork-plan.ts knows`,
      `content/${NEWS}.en-GB.md: embedUrl: must be https://www.youtube.com/embed/ and an 11-character video id`,
    ]);
  });

  it('keep the Markdown body out of the front matter', () => {
    const dir = copyContent();
    edit(dir, `${NEWS}.fr-FR.md`, (t) => t.replace('---\n', '---\ndescription: Court.\n'));
    expect(problems(dir)).toEqual([
      `content/${NEWS}.fr-FR.md: description: is the Markdown below the front matter; remove it from the front matter`,
    ]);
  });

  it('need every main category, a complete regional-only item and one shared file per locale', () => {
    const dir = copyContent();
    rmSync(join(dir, 'explore-ranges/lamps.en-GB.yaml'));
    edit(dir, 'news-updates/sydney-build-expo-2026.en-AU.md', (t) =>
      t.replace(/^title: .*\n/m, ''),
    );
    writeFileSync(join(dir, 'menus/promotions.fr-FR+en-AU.yaml'), 'menuName: Promos\n');
    mkdirSync(join(dir, 'press-releases'));
    expect(problems(dir).sort()).toEqual([
      'content/explore-ranges/lamps.en-GB.yaml: is missing: every main category of the catalogue has one (seed/taxonomy.ts)',
      'content/menus/promotions.fr-FR+en-AU.yaml: a file for several locales must be for locales of one language (en-AU+en-NZ)',
      'content/news-updates/sydney-build-expo-2026.en-AU.md: title: required',
      expect.stringMatching(
        /^content\/press-releases\/: not a collection; the folders are search-header, menus,/,
      ),
    ]);
    rmSync(join(dir, 'menus/promotions.fr-FR+en-AU.yaml'));
    writeFileSync(join(dir, 'menus/promotions.en-NZ+en-AU.yaml'), 'menuName: Promos\n');
    expect(problems(dir)).toContain(
      'content/menus/promotions.en-NZ+en-AU.yaml: en-AU is also given by content/menus/promotions.en-AU+en-NZ.yaml',
    );
  });

  it('merge a file for several locales under each locale’s own file', () => {
    const { docs } = loadContent();
    const slide = (locale: string) =>
      docs.find(
        (d) => d.collection === 'heroImages' && d.id === 'golden-ticket' && d.locale === locale,
      )?.data;
    expect(slide('en-AU')).toMatchObject({
      title: 'Summer trade deals',
      countDownDeadLine: '2027-02-26T17:30:00+11:00',
    });
    expect(slide('en-NZ')).toMatchObject({
      title: 'Summer trade deals',
      countDownDeadLine: '2027-02-26T17:30:00+13:00',
    });
    // The catalogue's French names reach every French category document.
    const lamps = docs.find(
      (d) => d.collection === 'mainCategories' && d.id === 'lamps' && d.locale === 'fr-FR',
    );
    expect(lamps?.data).toMatchObject({
      title: 'Lampes',
      slug: 'lampes',
      showAllText: 'Tout afficher',
    });
  });

  it('keep the calculator frame under its allowed origin and one portal tab per kind of user', () => {
    const dir = copyContent();
    const calculator = 'energy-saving-calculator';
    // The page trusts messages from frameOrigin only, so an address elsewhere is a mistake...
    edit(dir, `${calculator}/en-GB.yaml`, (t) =>
      t.replace(/^frameUrl: .*$/m, 'frameUrl: https://calc.elsewhere.example/energy/'),
    );
    // ...and a regional file that moves the address must say which origin it trusts.
    edit(dir, `${calculator}/en-AU.yaml`, (t) => t.replace(/^frameOrigin: .*\n/m, ''));
    edit(dir, 'portal-login/fr-FR.yaml', (t) => t.replace('key: Employee', 'key: Contractor'));
    expect(problems(dir)).toEqual([
      `content/${calculator}/en-AU.yaml: frameOrigin: give frameUrl and frameOrigin together`,
      `content/${calculator}/en-GB.yaml: frameUrl: must start with frameOrigin (https://calculator.lumen-lighting.example/)`,
      'content/portal-login/fr-FR.yaml: tabs: must have one tab for each of Contractor, Wholesaler, Employee',
    ]);
  });

  it('keep the Ziigna page’s panel links on its own combinations, with unique ids', () => {
    const dir = copyContent();
    // A link to a panel that does not exist would open nothing.
    edit(dir, 'ziigna-header/en-GB.yaml', (t) =>
      t.replace('(#combination-surface)', '(#combination-ceiling)'),
    );
    // Two departments with one id would give two badges one key and one anchor.
    edit(dir, 'ziigna-header/fr-FR.yaml', (t) => t.replace('id: education', 'id: offices'));
    expect(problems(dir)).toEqual([
      'content/ziigna-header/en-GB.yaml: combinations.1.description: links to #combination-ceiling, but no combination has the id "ceiling" (standalone, continuous-run, suspended, surface, recessed, wall)',
      'content/ziigna-header/fr-FR.yaml: departments: each id must be unique in the list',
    ]);
  });

  it('hold the builder to the ids its links and rules use, set in the en-GB files only', () => {
    const dir = copyContent();
    // A translation that renames an id, or re-routes a value's sub-parameters, would open a
    // shared link differently in French.
    edit(dir, 'ziigna-params/style.fr-FR.yaml', (t) => t.replace('id: shape', 'id: forme'));
    edit(dir, 'ziigna-params/modules.fr-FR.yaml', (t) =>
      t.replace(/(- id: end\n)/, '$1    ziigna_sub_params: [end-length]\n'),
    );
    // A value that opens a sub-parameter no file gives, and an id listed twice.
    edit(dir, 'ziigna-params/mounting.en-GB.yaml', (t) =>
      t.replace('[suspension-length]', '[suspension-lengths]'),
    );
    edit(dir, 'ziigna-sub-params/shape-type.en-GB.yaml', (t) =>
      t.replace('id: cross', 'id: square'),
    );
    expect(problems(dir)).toEqual([
      'content/ziigna-params/modules.fr-FR.yaml: values.3.ziigna_sub_params: is set in the en-GB file only',
      'content/ziigna-params/mounting.en-GB.yaml: values.ziigna_sub_params: "suspension-lengths" is not an item of ziigna-sub-params (end-length, light-distribution, middle-length, middle-quantity, output, shape-type, standalone-feed, standalone-length, start-feed, start-length, suspension-length)',
      "content/ziigna-params/style.fr-FR.yaml: values: must list the en-GB file's values in its order (linear, shape): links and rules use their ids",
      'content/ziigna-sub-params/shape-type.en-GB.yaml: values.4.id: "square" is listed twice',
    ]);
  });

  it('keep the ids the builder’s rules name, and parameters apart from sub-parameters', () => {
    const dir = copyContent();
    edit(dir, 'ziigna-params/colour.en-GB.yaml', (t) => t.replace('id: custom', 'id: bespoke'));
    edit(dir, 'ziigna-params/colour.fr-FR.yaml', (t) => t.replace('id: custom', 'id: bespoke'));
    renameSync(
      join(dir, 'ziigna-params/run.en-GB.yaml'),
      join(dir, 'ziigna-params/layout.en-GB.yaml'),
    );
    renameSync(
      join(dir, 'ziigna-params/run.fr-FR.yaml'),
      join(dir, 'ziigna-params/layout.fr-FR.yaml'),
    );
    cpSync(
      join(dir, 'ziigna-params/emergency.en-GB.yaml'),
      join(dir, 'ziigna-params/output.en-GB.yaml'),
    );
    edit(dir, 'ziigna-sub-params/output.en-GB.yaml', (t) =>
      t.replace('id: not-sure', 'id: unsure'),
    );
    edit(dir, 'ziigna-sub-params/output.fr-FR.yaml', (t) =>
      t.replace('id: not-sure', 'id: unsure'),
    );
    expect(problems(dir)).toEqual([
      'content/ziigna-params/run.en-GB.yaml: is missing: the builder\'s rule "Single plus Linear: one output" needs it',
      'content/ziigna-params/colour.en-GB.yaml: values: must include custom (the builder\'s rule "Custom opens the colour field")',
      'content/ziigna-params/output.en-GB.yaml: is also the id of ziigna-sub-params/output: a link could not tell them apart',
      'content/ziigna-sub-params/output.en-GB.yaml: values: must include the output kinds not-sure',
    ]);
  });
});
