import { defineNamespace } from '@lobby/i18n';
import { createI18nInstances } from '@lobby/site';
import { describe, expect, it, vi } from 'vitest';
import { loadFeatureStrings } from './i18n';

const early = defineNamespace({ hello: 'สวัสดี' }, { hello: 'Hello' });
const late = defineNamespace({ bye: 'ลาก่อน' }, { bye: 'Goodbye' });

describe('the site strings', () => {
  it('makes a language only when a page asks for it, and makes it once', () => {
    const instances = createI18nInstances({ early });
    const th = instances.th;
    expect(th.t('early:hello')).toBe('สวัสดี');
    expect(instances.th).toBe(th);
    expect(instances.en.t('early:hello')).toBe('Hello');
  });

  it('a lazy feature namespace reaches the language already made and the one made later', async () => {
    const instances = createI18nInstances({ early });
    const th = instances.th;
    const load = vi.fn(async () => late);
    await loadFeatureStrings(
      { feature: 'later', namespaces: {}, routes: [], lazyNamespaces: { late: load } },
      instances,
    );
    expect(th.t('late:bye')).toBe('ลาก่อน');
    expect(instances.en.t('late:bye')).toBe('Goodbye');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('English falls back to Thai for a lazy key it lacks, as for the first-paint ones', async () => {
    const instances = createI18nInstances({});
    const en = instances.en;
    instances.addNamespace('partial', { th: { word: 'คำ' }, en: {} });
    expect(en.t('partial:word')).toBe('คำ');
  });
});
