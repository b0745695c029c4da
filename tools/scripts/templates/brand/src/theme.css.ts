import { createGlobalTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@lobby/ui-kit/theme';
import { brand } from './brand.config';

createGlobalTheme(':root', vars, makeTheme(brand.theme));
