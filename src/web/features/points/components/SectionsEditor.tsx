import { ArrowDownIcon, ArrowUpIcon, PencilSquareIcon } from '@heroicons/react/24/outline'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Book } from '../../../../shared/books'
import { sectionName } from '../sections'
import { useUpdateSection } from '../useUpdateSection'
import { SectionForm } from './SectionForm'

/** A book's sections in one place: rename one (title and description) or move it up or down. */
export function SectionsEditor({ book }: { book: Book }) {
  const { t } = useTranslation()
  const update = useUpdateSection(book.id)
  // A form closed takes its section's row back, Edit button included: the focus goes there (after
  // a merge, to the Edit button of the section it joined) instead of falling to the page's body.
  const editButtons = useRef(new Map() as Map<string, HTMLButtonElement>)
  const refocus = useRef(null as string | null)
  useEffect(() => {
    const button = refocus.current === null ? undefined : editButtons.current.get(refocus.current)
    if (!button) return
    button.focus()
    refocus.current = null
  })
  const [editing, setEditing] = useState<string | null>(null)
  const sections = book.sections ?? []
  if (sections.length === 0) return null
  return (
    <details className="collapse-arrow collapse rounded-box bg-base-200">
      <summary className="collapse-title font-semibold">{t('sections.title')}</summary>
      <div className="collapse-content flex flex-col gap-2">
        <p className="text-sm text-base-content/70">{t('sections.hint')}</p>
        <ol className="divide-y divide-base-300 rounded-box bg-base-100 ring-1 ring-base-300">
          {sections.map((section, index) =>
            editing === section.title ? (
              <li key={section.title} className="p-3">
                <SectionForm
                  bookId={book.id}
                  section={section}
                  sections={sections}
                  onDone={(title = section.title) => {
                    refocus.current = title
                    setEditing(null)
                  }}
                />
              </li>
            ) : (
              <li key={section.title} className="flex items-center gap-1 py-1 pr-1 pl-3">
                <span className="min-w-0 flex-1 wrap-anywhere">{sectionName(t, section.title)}</span>
                <span className="badge badge-ghost shrink-0 tabular-nums">{section.pointCount}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-square btn-ghost shrink-0"
                  aria-label={t('sections.move-up-named', { title: sectionName(t, section.title) })}
                  disabled={index === 0 || update.isPending}
                  onClick={() =>
                    update.mutate({ section: section.title, after: sections[index - 2]?.title ?? null })
                  }
                >
                  <ArrowUpIcon className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-square btn-ghost shrink-0"
                  aria-label={t('sections.move-down-named', { title: sectionName(t, section.title) })}
                  disabled={index === sections.length - 1 || update.isPending}
                  onClick={() =>
                    update.mutate({ section: section.title, after: sections[index + 1]?.title ?? null })
                  }
                >
                  <ArrowDownIcon className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-square btn-ghost shrink-0"
                  ref={(button) => {
                    if (button) editButtons.current.set(section.title, button)
                    else editButtons.current.delete(section.title)
                  }}
                  aria-label={t('sections.edit-named', { title: sectionName(t, section.title) })}
                  onClick={() => setEditing(section.title)}
                >
                  <PencilSquareIcon className="size-4" aria-hidden="true" />
                </button>
              </li>
            ),
          )}
        </ol>
      </div>
    </details>
  )
}
