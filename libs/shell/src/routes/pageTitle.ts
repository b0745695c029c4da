/** "<route title> <param> | <site title>" — hyphens in the parameter become spaces. */
export function pageTitle(routeTitle: string, siteTitle: string, param?: string): string {
  const page = param ? `${routeTitle} ${param.replace(/-/g, ' ')}` : routeTitle;
  return `${page} | ${siteTitle}`;
}
