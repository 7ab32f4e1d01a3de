import { useTranslation } from 'react-i18next'
import {
  ENCODINGS,
  type Encoding,
  IMPORT_FIELDS,
  type ImportField,
  SEPARATOR_NAMES,
  type SeparatorName,
} from '../../../../shared/import-constants'
import type { ImportPreview } from '../../../../shared/imports'
import type { SettingsPanelProps } from '../use-import'

/** Encodings by their own names, the same in every language. */
const ENCODING_NAMES: Record<Encoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  gb18030: 'GB18030 / GBK',
  shift_jis: 'Shift_JIS',
}

/** How the file was read (format, encoding, separator, header), each changeable. */
export function ReadSettingsPanel({ preview, settings, onChange }: SettingsPanelProps) {
  const { t } = useTranslation()
  const isDelimited = preview.format === 'delimited'
  return (
    <section className="card bg-base-100 ring-1 ring-base-300">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 className="card-title text-base">{t('imports.read.title')}</h2>
        <p className="text-sm" data-testid="import-detected">
          {t(`imports.formats.${preview.format}`)} · {ENCODING_NAMES[preview.encoding]} (
          {t(`imports.read.by-${preview.encodingBy}`)})
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="fieldset py-0">
            <span className="fieldset-legend pb-1">{t('imports.read.encoding')}</span>
            <select
              className="select w-full"
              value={settings.encoding}
              onChange={(event) =>
                onChange({ encoding: event.target.value as Encoding | 'auto', mapping: undefined })
              }
            >
              <option value="auto">{t('imports.read.auto')}</option>
              {ENCODINGS.map((encoding) => (
                <option key={encoding} value={encoding}>
                  {ENCODING_NAMES[encoding]}
                </option>
              ))}
            </select>
          </label>
          {isDelimited && (
            <label className="fieldset py-0">
              <span className="fieldset-legend pb-1">{t('imports.read.separator')}</span>
              <select
                className="select w-full"
                value={settings.separator === 'auto' ? (preview.separator ?? 'auto') : settings.separator}
                onChange={(event) =>
                  onChange({ separator: event.target.value as SeparatorName, mapping: undefined })
                }
              >
                {SEPARATOR_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {t(`imports.separators.${name}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {isDelimited && (
            <label className="label cursor-pointer gap-2 self-end pb-2 whitespace-normal text-base-content">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={preview.header}
                onChange={(event) =>
                  onChange({ header: event.target.checked ? 'yes' : 'no', mapping: undefined })
                }
              />
              {t('imports.read.header')}
            </label>
          )}
        </div>
      </div>
    </section>
  )
}

/** Every source column with the field it fills, chosen by its name and changeable. */
export function MappingTable({
  preview,
  onMap,
}: {
  preview: ImportPreview
  onMap(mapping: (ImportField | null)[]): void
}) {
  const { t } = useTranslation()
  const current = preview.columns.map((column) => column.field)
  return (
    <section className="card bg-base-100 ring-1 ring-base-300">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 className="card-title text-base">{t('imports.mapping.title')}</h2>
        <p className="text-sm text-base-content/70">{t('imports.mapping.hint')}</p>
        <ul className="flex flex-col divide-y divide-base-300">
          {preview.columns.map((column, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are their place in the file
              key={index}
              className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{column.name}</p>
                <p className="text-sm text-base-content/70 break-words">
                  {column.samples.join(' · ') || '—'}
                </p>
              </div>
              <select
                aria-label={t('imports.mapping.field-of', { column: column.name })}
                className="select w-full sm:w-56"
                value={column.field ?? ''}
                onChange={(event) => {
                  const next = [...current]
                  next[index] = (event.target.value || null) as ImportField | null
                  onMap(next)
                }}
              >
                <option value="">{t('imports.mapping.ignore')}</option>
                {IMPORT_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {t(`imports.fields.${field}`)}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
