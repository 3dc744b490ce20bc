import { ZIIGNA_IDS } from '@lumen/validation/ziigna-builder';

/*
 * What the builder offers, from the content service (ziignaParams, ziignaSubParams): the
 * parameters in order, each value with the sub-parameters it opens resolved, and the output
 * step. Everything else in state/ reads this and never the raw content.
 */

export type BuilderValue = { id: string; label: string; subLabel: string | null };

export type BuilderSubParam = {
  id: string;
  title: string;
  /** The first is the default. */
  values: readonly BuilderValue[];
};

export type BuilderParamValue = BuilderValue & { subParams: readonly BuilderSubParam[] };

export type BuilderParam = {
  id: string;
  title: string;
  /** The first is the default. */
  values: readonly BuilderParamValue[];
};

export type BuilderCatalog = {
  /** By orderId; Modules among them, at its own place. */
  params: readonly BuilderParam[];
  /** The output step (the sub-parameter `output`), or null when content has none. */
  output: BuilderSubParam | null;
};

/** The content as the builder query returns it (only the fields the builder reads). */
export type BuilderContent = {
  ziignaParams: readonly {
    id: string;
    orderId: number;
    title: string;
    values: readonly (BuilderValue & { ziigna_sub_params: readonly string[] })[];
  }[];
  ziignaSubParams: readonly {
    id: string;
    orderId: number;
    title: string;
    values: readonly BuilderValue[];
  }[];
};

const byOrder = <T extends { orderId: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.orderId - b.orderId);

/**
 * The catalogue the builder works from. A parameter or sub-parameter without values cannot be
 * chosen and is left out, and so is a sub-parameter a value names that content does not have
 * (a module whose sub-parameters are all missing is then a module with no data, spec §8).
 */
export function buildCatalog(content: BuilderContent): BuilderCatalog {
  const subParams = new Map(
    byOrder(content.ziignaSubParams)
      .filter((s) => s.values.length > 0)
      .map((s): [string, BuilderSubParam] => [
        s.id,
        { id: s.id, title: s.title, values: s.values },
      ]),
  );
  const params = byOrder(content.ziignaParams)
    .filter((p) => p.values.length > 0)
    .map((p): BuilderParam => ({
      id: p.id,
      title: p.title,
      values: p.values.map((v) => ({
        id: v.id,
        label: v.label,
        subLabel: v.subLabel,
        subParams: v.ziigna_sub_params.flatMap((id) => subParams.get(id) ?? []),
      })),
    }));
  return { params, output: subParams.get(ZIIGNA_IDS.output) ?? null };
}

/** The Modules parameter, when content has one. */
export function modulesParam(catalog: BuilderCatalog): BuilderParam | undefined {
  return catalog.params.find((p) => p.id === ZIIGNA_IDS.modules);
}
