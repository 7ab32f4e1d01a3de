import type { ReactElement } from 'react'
import { Trans } from 'react-i18next'

/** "Copied from …" under a copied book or point, `link` leading to the source. */
export function CopiedFrom({ title, link }: { title: string; link: ReactElement }) {
  return (
    <p className="text-sm text-base-content/70">
      <Trans i18nKey="books.copied-from" values={{ title }} components={{ origin: link }} />
    </p>
  )
}
