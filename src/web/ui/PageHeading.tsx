import { usePageName } from './page-title'

/**
 * The page's one `h1` on pages whose content has no heading of its own (a list, a form): its name
 * as the top bar shows it, for screen readers and the document outline (the top bar's title is
 * not a heading, since pages about one thing have their own).
 */
export function PageHeading() {
  return <h1 className="sr-only">{usePageName().name}</h1>
}
