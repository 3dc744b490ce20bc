import { describe, expectTypeOf, it } from 'vitest';
import type { Locale } from '@lumen/i18n';
import type { ResultOf, VariablesOf } from '../graphql.ts';
import type { ProductPageContentQuery } from './catalogue.ts';
import type { HomeQuery } from './home.ts';
import type {
  CustomisedConversionsQuery,
  EnergySavingCalculatorQuery,
  LightingDesignQuery,
  PortalLoginQuery,
  ZiignaPageQuery,
} from './landing.ts';
import type { LayoutQuery, MenusQuery } from './layout.ts';
import type { NewsPageQuery } from './news.ts';
import type { ZiignaBuilderQuery } from './ziigna-builder.ts';

// Checked by `tsc` (pnpm typecheck): the operations are typed from schema.graphql.
describe('content operation types', () => {
  it('types the locale variable as a Locale', () => {
    expectTypeOf<VariablesOf<typeof MenusQuery>>().toEqualTypeOf<{ locale: Locale }>();
    expectTypeOf<VariablesOf<typeof HomeQuery>['locale']>().toEqualTypeOf<Locale>();
  });

  it('types menus with snake_case sub_menus and child_menus', () => {
    type Menu = ResultOf<typeof MenusQuery>['menus'][number];
    expectTypeOf<Menu['orderId']>().toEqualTypeOf<number>();
    expectTypeOf<
      Menu['sub_menus'][number]['child_menus'][number]['externalLink']
    >().toEqualTypeOf<boolean>();
    expectTypeOf<Menu['image']>().toEqualTypeOf<string | null>();
  });

  it('types the layout, home, news and product page results', () => {
    type Layout = ResultOf<typeof LayoutQuery>;
    expectTypeOf<
      NonNullable<Layout['footer']>['contactDetails'][number]['value']
    >().toEqualTypeOf<string>();
    type Home = ResultOf<typeof HomeQuery>['home'];
    expectTypeOf<Home['heroImages'][number]['content_type']>().toEqualTypeOf<'Video' | 'Image'>();
    expectTypeOf<Home['newsUpdates'][number]['news_category']>().toEqualTypeOf<{
      newsType: string;
      displayName: string;
    } | null>();
    expectTypeOf<ResultOf<typeof NewsPageQuery>['newsUpdatesCount']>().toEqualTypeOf<number>();
    type Product = ResultOf<typeof ProductPageContentQuery>;
    expectTypeOf<Product['productTechSpecs'][number]['align']>().toEqualTypeOf<'Left' | 'Right'>();
    expectTypeOf<VariablesOf<typeof ProductPageContentQuery>['sku']>().toEqualTypeOf<string>();
  });

  it('types the landing pages: portal tab keys, FAQ panels, the frame and the conversions flag', () => {
    type Portal = NonNullable<ResultOf<typeof PortalLoginQuery>['portalLogin']>;
    expectTypeOf<Portal['tabs'][number]['key']>().toEqualTypeOf<
      'Contractor' | 'Wholesaler' | 'Employee'
    >();
    expectTypeOf<Portal['tabs'][number]['url']>().toEqualTypeOf<string>();
    type Design = NonNullable<ResultOf<typeof LightingDesignQuery>['lightingDesignNew']>;
    expectTypeOf<Design['faqs'][number]['needExpansionPanel']>().toEqualTypeOf<boolean>();
    expectTypeOf<Design['faqs'][number]['expansionPanel']>().toEqualTypeOf<{
      title: string;
      content: string;
    } | null>();
    expectTypeOf<Design['teams'][number]['orderId']>().toEqualTypeOf<number>();
    type Calculator = ResultOf<typeof EnergySavingCalculatorQuery>['energySavingCalculator'];
    expectTypeOf<NonNullable<Calculator>['frameOrigin']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Calculator>['initialHeight']>().toEqualTypeOf<number | null>();
    type Conversions = ResultOf<typeof CustomisedConversionsQuery>;
    expectTypeOf<Conversions['caseStudies'][number]['pageSlug']>().toEqualTypeOf<string>();
    expectTypeOf<VariablesOf<typeof CustomisedConversionsQuery>>().toEqualTypeOf<{
      locale: Locale;
    }>();
  });

  it('types the Ziigna page: non-null list items with ids, nullable copy', () => {
    type Ziigna = NonNullable<ResultOf<typeof ZiignaPageQuery>['ziignaHeader']>;
    expectTypeOf<Ziigna['combinations'][number]>().toEqualTypeOf<{
      id: string;
      title: string;
      description: string;
    }>();
    expectTypeOf<Ziigna['departments'][number]['label']>().toEqualTypeOf<string>();
    expectTypeOf<Ziigna['contents'][number]['ctaLink']>().toEqualTypeOf<string | null>();
    expectTypeOf<Ziigna['bannerTitle']>().toEqualTypeOf<string>();
    expectTypeOf<Ziigna['chatCallNo']>().toEqualTypeOf<string | null>();
  });

  it('types the builder: values name their sub-parameters by id, sub-labels may be absent', () => {
    type Builder = ResultOf<typeof ZiignaBuilderQuery>;
    type Value = Builder['ziignaParams'][number]['values'][number];
    expectTypeOf<Value['ziigna_sub_params']>().toEqualTypeOf<string[]>();
    expectTypeOf<Value['subLabel']>().toEqualTypeOf<string | null>();
    expectTypeOf<
      Builder['ziignaSubParams'][number]['values'][number]['id']
    >().toEqualTypeOf<string>();
    expectTypeOf<
      NonNullable<Builder['ziignaBuilderHeader']>['completeCTA']
    >().toEqualTypeOf<string>();
  });
});
