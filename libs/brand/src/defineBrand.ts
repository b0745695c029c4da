import { legalDocuments, locales, socialNetworks, type BrandConfig, type BrandInput } from './types';

// Plain checks rather than a schema library: this runs in every brand bundle and must stay tiny.
const colourPattern = /^(#[0-9a-fA-F]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\))$/;
const colourKeys = ['bg', 'bgMenu', 'bgBtn', 'bgCard', 'bgSubBtnAndGbIcon', 'bgBtnInContent'] as const;

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

function problemsOf(input: BrandInput): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, path: string, what: string) => ok || problems.push(`${path}: ${what}`);
  need(/^[a-z][a-z0-9-]*$/.test(input.id ?? ''), 'id', 'a kebab-case id');
  need(Boolean(input.siteName), 'siteName', 'required');
  need(Boolean(input.siteTitle?.th && input.siteTitle?.en), 'siteTitle', 'th and en required');
  need(Boolean(input.logo), 'logo', 'required');
  need(Boolean(input.defaultGroupId), 'defaultGroupId', 'required');
  for (const key of colourKeys) need(colourPattern.test(input.theme?.[key] ?? ''), `theme.${key}`, 'a CSS colour');
  for (const [key, value] of Object.entries(input.theme?.overrides ?? {}))
    need(colourPattern.test(value ?? ''), `theme.overrides.${key}`, 'a CSS colour');
  for (const [network, link] of Object.entries(input.social ?? {})) {
    need((socialNetworks as readonly string[]).includes(network), `social.${network}`, 'an unknown network');
    need(isUrl(link), `social.${network}`, 'an http(s) URL');
  }
  if (input.defaultAffiliateLink !== undefined)
    need(isUrl(input.defaultAffiliateLink), 'defaultAffiliateLink', 'an http(s) URL');
  for (const locale of input.locales ?? []) need(locales.includes(locale), 'locales', `unknown locale ${locale}`);
  for (const locale of locales) {
    if (input.description) need(Boolean(input.description[locale]), `description.${locale}`, 'required');
    if (input.support)
      need(Boolean(input.support.title[locale] && input.support.body[locale]), `support.${locale}`, 'required');
  }
  if (input.liveChat !== undefined)
    need(
      isUrl(input.liveChat.script) || /^\{api\}\/[^/]/.test(input.liveChat.script ?? ''),
      'liveChat.script',
      'an http(s) URL or {api}/path',
    );
  if (input.trust !== undefined) {
    for (const locale of locales) need(Boolean(input.trust.operator?.[locale]), `trust.operator.${locale}`, 'required');
    if (input.trust.licence) {
      need(Boolean(input.trust.licence.number?.trim()), 'trust.licence.number', 'required');
      need(isUrl(input.trust.licence.register), 'trust.licence.register', "the register's http(s) URL");
    }
    for (const doc of input.trust.documents ?? [])
      need((legalDocuments as readonly string[]).includes(doc), 'trust.documents', `unknown document ${doc}`);
  }
  for (const [i, entry] of (input.faq ?? []).entries())
    for (const locale of locales)
      need(Boolean(entry.q?.[locale]?.trim() && entry.a?.[locale]?.trim()), `faq.${i}.${locale}`, 'q and a required');
  if (input.vitalsSampleRate !== undefined)
    need(
      typeof input.vitalsSampleRate === 'number' && input.vitalsSampleRate >= 0 && input.vitalsSampleRate <= 1,
      'vitalsSampleRate',
      'a share from 0 to 1',
    );
  if (input.ageBadge !== undefined)
    need(Number.isInteger(input.ageBadge) && input.ageBadge >= 18 && input.ageBadge <= 21, 'ageBadge', '18 to 21');
  return problems;
}

/** What the site is, in words that promise nothing the operator may not keep (no "24 hours"). */
function defaultDescription(siteTitle: Record<'th' | 'en', string>): Record<'th' | 'en', string> {
  return {
    th: `${siteTitle.th} คาสิโนออนไลน์ สล็อต คาสิโนสด ยิงปลา หวย และกีฬา ฝาก-ถอนอัตโนมัติ`,
    en: `${siteTitle.en}: online casino with slots, live casino, fishing, lottery and sports; automatic deposits`,
  };
}

/** Validates a brand's typed config and fills the defaults: every feature on, Thai default, both locales, 20+. */
export function defineBrand(input: BrandInput): BrandConfig {
  const problems = problemsOf(input);
  if (problems.length) throw new Error(`Invalid brand config "${input.id}": ${problems.join('; ')}`);
  return Object.freeze({
    hideRegister: false,
    hideAffiliate: false,
    closedSite: false,
    locales: ['th', 'en'],
    defaultLocale: 'th',
    ageBadge: 20,
    ...input,
    description: input.description ?? defaultDescription(input.siteTitle),
    social: { ...input.social },
  } satisfies BrandConfig);
}

/** The chat script's URL for a site talking to `apiUrl` (`{api}` is the platform's origin); undefined without chat. */
export function liveChatScript(brand: Pick<BrandConfig, 'liveChat'>, apiUrl: string): string | undefined {
  const script = brand.liveChat?.script;
  return script?.startsWith('{api}') ? `${apiUrl.replace(/\/$/, '')}${script.slice('{api}'.length)}` : script;
}
