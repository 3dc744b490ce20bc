import { z } from 'zod';
import { localeArg, optionalArg } from './content-args.ts';

export const TECH_SPEC_ALIGNS = ['Left', 'Right'] as const;

export const FindProductTechSpecsSchema = z.object({
  locale: localeArg,
  align: optionalArg(z.enum(TECH_SPEC_ALIGNS)),
});
export type FindProductTechSpecs = z.output<typeof FindProductTechSpecsSchema>;
