import { z } from 'zod';
import { locales, socialNetworks, type BrandConfig, type BrandInput } from './types';

const colour = z.string().regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\))$/, 'a CSS colour');
const url = z.string().url();

const brandSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'kebab-case id'),
  siteName: z.string().min(1),
  siteTitle: z.object({ th: z.string().min(1), en: z.string().min(1) }),
  logo: z.string().min(1),
  social: z.partialRecord(z.enum(socialNetworks), url).default({}),
  theme: z.object({
    bg: colour,
    bgMenu: colour,
    bgBtn: colour,
    bgCard: colour,
    bgSubBtnAndGbIcon: colour,
    bgBtnInContent: colour,
    overrides: z.record(z.string(), colour).optional(),
  }),
  defaultGroupId: z.string().min(1),
  hideRegister: z.boolean().default(false),
  hideAffiliate: z.boolean().default(false),
  defaultAffiliateLink: url.optional(),
  closedSite: z.boolean().default(false),
  locales: z.array(z.enum(locales)).min(1).default(['th', 'en']),
  defaultLocale: z.enum(locales).default('th'),
  ageBadge: z.number().int().min(18).max(21).default(20),
});

/** Validates a brand's typed config once, at build time, and fills the defaults. */
export function defineBrand(input: BrandInput): BrandConfig {
  const parsed = brandSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid brand config "${input.id}": ${problems}`);
  }
  return Object.freeze(parsed.data as BrandConfig);
}
