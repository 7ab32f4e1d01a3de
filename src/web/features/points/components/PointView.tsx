import { useTranslation } from 'react-i18next'
import { contentLanguage } from '../../../../shared/content-language'
import type { PointCreateInput } from '../../../../shared/points'
import { Markdown } from '../../markdown/Markdown'
import { Reveal } from './Reveal'

export type PointContent = Pick<
  PointCreateInput,
  'title' | 'description' | 'content' | 'hiddenContent' | 'sectionTitle' | 'majorName' | 'fieldName'
>

/** A point as a reader studies it; the form's preview shows exactly this (without the hotkey). */
export function PointView({ point, hasHotkeys = false }: { point: PointContent; hasHotkeys?: boolean }) {
  const { t } = useTranslation()
  const badges = [
    { label: t('points.section-title'), value: point.sectionTitle, tone: 'badge-primary' },
    { label: t('points.major-name'), value: point.majorName, tone: 'badge-secondary' },
    { label: t('points.field-name'), value: point.fieldName, tone: 'badge-accent' },
  ].filter((badge) => badge.value)
  // The point's words in their language, the labels in the reader's (decision 027); the answer
  // by its own (a word's translation), else as the rest.
  const lang = contentLanguage(point.title, point.description, point.content) ?? undefined
  const answerLang = contentLanguage(point.hiddenContent) ?? lang
  return (
    <article className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        {badges.length > 0 && (
          <ul className="flex flex-wrap gap-1.5">
            {badges.map((badge) => (
              <li key={badge.label} className={`badge badge-soft ${badge.tone} h-auto py-0.5`}>
                <span className="sr-only">{badge.label}: </span>
                {badge.value}
              </li>
            ))}
          </ul>
        )}
        <h1 className="text-2xl font-bold wrap-anywhere" lang={lang}>
          {point.title}
        </h1>
        {point.description && (
          <p className="whitespace-pre-line text-base-content/70" lang={lang}>
            {point.description}
          </p>
        )}
      </header>
      {point.content && (
        <div lang={lang}>
          <Markdown source={point.content} />
        </div>
      )}
      {point.hiddenContent && (
        <Reveal hasHotkey={hasHotkeys}>
          <div lang={answerLang}>
            <Markdown source={point.hiddenContent} />
          </div>
        </Reveal>
      )}
    </article>
  )
}
