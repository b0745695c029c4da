import { createGlobalTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@lobby/ui-kit/theme';

// A brand's six colours, as an app's theme.css.ts would apply them (these are Nakhon Gold's).
createGlobalTheme(
  ':root',
  vars,
  makeTheme({
    bg: '#0b0a08',
    bgMenu: '#16130d',
    bgBtn: '#e8b64c',
    bgCard: '#1f1a12',
    bgSubBtnAndGbIcon: '#3a2f1c',
    bgBtnInContent: '#f5ce79',
  }),
);
