// The notices lib's public entry: the shell composes it through `./routes` (its widgets).
export { noticesFeature } from './routes';
export type { SiteNoticesProps } from './widgets/SiteNotices';
export type { LiveChatButtonProps } from './chat/LiveChatButton';
export type { Notice } from './rules/noticeRules';
