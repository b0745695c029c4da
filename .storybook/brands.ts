import type { BrandTokens } from '@lobby/brand';

// The two reference brands' six colours. The lead may swap this for imports of the apps' brand configs.
export const brands = {
  'nakhon-gold': {
    bg: '#0b0a08',
    bgMenu: '#16130d',
    bgBtn: '#e8b64c',
    bgCard: '#1f1a12',
    bgSubBtnAndGbIcon: '#3a2f1c',
    bgBtnInContent: '#f5ce79',
  },
  'lotus-play': {
    bg: '#071a2b',
    bgMenu: '#0c2439',
    bgBtn: '#19c3a6',
    bgCard: '#10304a',
    bgSubBtnAndGbIcon: '#1d4566',
    bgBtnInContent: '#f0609e',
  },
} satisfies Record<string, BrandTokens>;

export type BrandId = keyof typeof brands;
