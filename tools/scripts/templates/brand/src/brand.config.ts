import { defineBrand } from '@lobby/brand';

export const brand = defineBrand({
  id: '{{id}}',
  siteName: '{{name}}',
  siteTitle: { th: '{{titleTh}}', en: '{{name}}' },
  logo: '/brand/logo.svg',
  logoMark: '/brand/mark.svg',
  social: {},
  theme: {
    bg: '{{bg}}',
    bgMenu: '{{bgMenu}}',
    bgBtn: '{{bgBtn}}',
    bgCard: '{{bgCard}}',
    bgSubBtnAndGbIcon: '{{bgSubBtnAndGbIcon}}',
    bgBtnInContent: '{{bgBtnInContent}}',
  },
  // The platform's part of the brand (channels, promotions, notices, demo member) is in ../group.json.
  defaultGroupId: '{{groupId}}',
  // The brand's own help questions, shown after the shared ones (both languages), e.g.
  // faq: [{ q: { th: '…', en: '…' }, a: { th: '…', en: '…' } }],
});
