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
  defaultGroupId: '{{groupId}}',
});
