import type { ReactNode } from 'react';

/*
 * One line-icon family, drawn on a 24×24 grid with a currentColor stroke (see Icon.tsx for the stroke
 * settings). Brand marks are simplified line drawings, not the companies' official artwork.
 */
const ring = <circle cx="12" cy="12" r="9" />;
const tray = <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />;
const circularArrow = (
  <>
    <path d="M20 12a8 8 0 1 1-2.34-5.66L20 8.5" />
    <path d="M20 4v4.5h-4.5" />
  </>
);
const heartPath =
  'M12 20s-7.5-4.6-9.2-9.3C1.7 7.6 3.7 4.5 7 4.5c2 0 3.6 1.1 5 3 ' +
  '1.4-1.9 3-3 5-3 3.3 0 5.3 3.1 4.2 6.2C19.5 15.4 12 20 12 20z';
// Long outlines, split into pieces so no source line runs past the print width.
const walletPath =
  'M19 8V5.5A1.5 1.5 0 0 0 17.5 4H5a2 2 0 0 0 0 4h14.5A1.5 1.5 0 0 1 21 9.5v9' +
  'a1.5 1.5 0 0 1-1.5 1.5H5a2 2 0 0 1-2-2V6';
const linePath =
  'M12 3.5c-5 0-9 3.2-9 7.2 0 3.6 3.2 6.6 7.5 7.1.6.2.4 1.3.3 2-.1.5.3.8.8.5 ' +
  '1.6-1 5.5-3.6 7.4-5.8A6.6 6.6 0 0 0 21 10.7c0-4-4-7.2-9-7.2z';
const youtubePath =
  'M2.5 8.5c.2-2 1.5-3.2 3.4-3.4C8 5 10 5 12 5s4 0 6.1.1c1.9.2 3.2 1.4 3.4 3.4' +
  '.1 1.2.2 2.3.2 3.5s-.1 2.3-.2 3.5c-.2 2-1.5 3.2-3.4 3.4-2.1.1-4.1.1-6.1.1' +
  's-4 0-6.1-.1c-1.9-.2-3.2-1.4-3.4-3.4-.1-1.2-.2-2.3-.2-3.5s.1-2.3.2-3.5z';
const chatPath =
  'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4A1.5 1.5 0 0 1 4 14.5z';
const offlineWaves =
  'M2.5 8.5a14 14 0 0 1 4.6-2.9m3.9-.6A14 14 0 0 1 21.5 8.5M5.5 12a9.5 9.5 0 0 1 3.3-2m6.3.3A9.5 9.5 0 0 1 18.5 12';

export const icons = {
  home: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.9-3.9" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  back: <path d="M20 12H4m6-6-6 6 6 6" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  wallet: (
    <>
      <path d={walletPath} />
      <path d="M21 12h-4a2 2 0 0 0 0 4h4" />
    </>
  ),
  deposit: (
    <>
      <path d="M12 3v11m-5-5 5 5 5-5" />
      {tray}
    </>
  ),
  withdraw: (
    <>
      <path d="M12 14V3M7 8l5-5 5 5" />
      {tray}
    </>
  ),
  history: (
    <>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6L3.5 8.5" />
      <path d="M3.5 4v4.5H8" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  heart: <path d={heartPath} />,
  heartFilled: <path d={heartPath} fill="currentColor" />,
  clock: (
    <>
      {ring}
      <path d="M12 7v5l3 2" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
      <path d="M12 8C10.5 5 7 4 7 6.5S10 8 12 8zm0 0c1.5-3 5-4 5-1.5S14 8 12 8z" />
    </>
  ),
  star: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  help: (
    <>
      {ring}
      <path d="M9.5 9.5a2.5 2.5 0 0 1 4.9.7c0 1.7-2.4 2.2-2.4 3.8M12 17h.01" />
    </>
  ),
  trophy: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H4.5v1.5A3 3 0 0 0 8 10.5M16 6h3.5v1.5a3 3 0 0 1-3.5 3" />
      <path d="M12 13v5m-4 3h8l-1-3H9z" />
    </>
  ),
  crown: <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zm2 11h14" />,
  casino: (
    <>
      {ring}
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v3m0 12v3M3 12h3m12 0h3M5.6 5.6l2.2 2.2m8.4 8.4 2.2 2.2m0-12.8-2.2 2.2m-8.4 8.4-2.2 2.2" />
    </>
  ),
  slot: (
    <>
      <rect x="3" y="5" width="14" height="15" rx="2" />
      <rect x="5.5" y="8.5" width="9" height="6" rx="1" />
      <path d="M8.5 8.5v6m3-6v6M17 11h2.5V6.5" />
      <circle cx="19.5" cy="5" r="1.5" />
    </>
  ),
  fishing: (
    <>
      <path d="M3 12c3-5 10-6 14 0-4 6-11 5-14 0z" />
      <path d="m17 12 4-4v8z" />
      <path d="M8 11h.01" />
    </>
  ),
  lotto: (
    <>
      <path d="M4 6h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4z" />
      <path d="M14 7v2m0 2v2m0 2v2" />
    </>
  ),
  sport: (
    <>
      {ring}
      <path d="m12 7.5 3.3 2.4-1.3 3.9h-4l-1.3-3.9z" />
      <path d="M12 3v4.5m3.3 2.4 4.9-1.6M14 13.8l3 4.1m-7-4.1-3 4.1m1.7-8-4.9-1.6" />
    </>
  ),
  demo: (
    <>
      <path d="M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6l-.6-.6H9.6l-.6.6A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4z" />
      <path d="M7 10.5v3m-1.5-1.5h3M16 11h.01M18 13h.01" />
    </>
  ),
  freespin: (
    <>
      {circularArrow}
      <path d="m12 8.5 1 2.1 2.3.3-1.7 1.6.4 2.3-2-1.1-2 1.1.4-2.3-1.7-1.6 2.3-.3z" />
    </>
  ),
  globe: (
    <>
      {ring}
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>
  ),
  logout: (
    <>
      <path d="M9 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3" />
      <path d="m16 17 5-5-5-5m5 5H9" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9m-3 3 3 3m-5-1 2 2" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  refresh: circularArrow,
  bell: <path d="M6 9a6 6 0 0 1 12 0c0 5 2 7 2 7H4s2-2 2-7m4 11a2 2 0 0 0 4 0" />,
  copy: (
    <>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M15 9V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h3" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7" />,
  chat: (
    <>
      <path d={chatPath} />
      <path d="M8 9h8m-8 3.5h5" />
    </>
  ),
  offline: (
    <>
      <path d={offlineWaves} />
      <path d="M9 15.5a4.5 4.5 0 0 1 6 0M12 19h.01M3 3l18 18" />
    </>
  ),
  info: (
    <>
      {ring}
      <path d="M12 11v6m0-9.5h.01" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 4.2a2 2 0 0 1 3.4 0l7.5 13a2 2 0 0 1-1.7 3H4.5a2 2 0 0 1-1.7-3z" />
      <path d="M12 10v4m0 3h.01" />
    </>
  ),
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
  line: (
    <>
      <path d={linePath} />
      <path d="M7 8.5v4h1.8m1.7-4v4m2-4v4m0-4 2.5 4v-4m4.2 0h-2v4h2m-2-2h1.6" strokeWidth="1.25" />
    </>
  ),
  telegram: (
    <>
      <path d="M21.5 4.5 2.5 11.8l6.3 2.2 2.2 6.5 3.5-4 5 3.6z" />
      <path d="m8.8 14 9.2-6.5-7 8" />
    </>
  ),
  facebook: (
    <>
      {ring}
      <path d="M13 21v-8h3l.4-3H13V8.6c0-.9.4-1.6 1.6-1.6h1.9V4.4A16 16 0 0 0 14 4.2c-2.5 0-4 1.5-4 4V10H7.5v3H10v8" />
    </>
  ),
  messenger: (
    <>
      <path d="M12 3C7 3 3 6.7 3 11.5c0 2.6 1.2 4.9 3 6.4V21l2.9-1.6c1 .3 2 .4 3.1.4 5 0 9-3.7 9-8.5S17 3 12 3z" />
      <path d="m7 14 3.5-4 3 2.5L17 9" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  twitter: <path d="M4 4h4.5L20 20h-4.5zm16 0-6.6 7M4 20l6.6-7" />,
  youtube: (
    <>
      <path d={youtubePath} />
      <path d="M10 9.5v5l4.5-2.5z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof icons;

/** Every icon name, for pickers and the gallery story. */
export const iconNames = Object.keys(icons) as IconName[];
