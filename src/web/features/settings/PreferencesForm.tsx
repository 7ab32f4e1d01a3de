import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, isLocale, LOCALES } from '../../../shared/constants'
import { changeLocale, currentLocale } from '../../i18n/i18n'
import { confirm } from '../../ui/confirm'
import { applyTheme, readTheme, THEMES, type ThemeChoice } from '../../ui/theme'
import { toast } from '../../ui/toast'

const THEME_LABEL = {
  system: 'setting.theme-system',
  light: 'setting.theme-light',
  dark: 'setting.theme-dark',
} as const

/** Language and theme: kept on this device (the locale cookie and local storage). */
export function PreferencesForm() {
  const { t, i18n } = useTranslation()
  const [theme, setTheme] = useState<ThemeChoice>(readTheme)

  const handleLocale = async (value: string) => {
    if (!isLocale(value)) return
    await changeLocale(value)
    // In the language just chosen, not the one this render was made in.
    toast(i18n.t('common.success'), 'success')
  }

  const handleTheme = (value: ThemeChoice) => {
    applyTheme(value)
    setTheme(value)
  }

  const handleReset = async () => {
    if (!(await confirm(t('setting.reset-confirm')))) return
    handleTheme('system')
    await changeLocale(DEFAULT_LOCALE)
    toast(i18n.t('common.success'), 'success')
  }

  return (
    <div className="flex flex-col gap-4">
      <label className="form-control">
        <span className="label-text mb-1 font-medium">{t('setting.language')}</span>
        <select
          className="select w-full"
          value={currentLocale()}
          onChange={(event) => handleLocale(event.target.value)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`languages.${locale}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="fieldset">
        <legend className="fieldset-legend">{t('setting.theme')}</legend>
        {/* Wraps at a large text size rather than push the page sideways. */}
        <div className="join flex-wrap">
          {THEMES.map((value) => (
            <input
              key={value}
              type="radio"
              name="theme"
              className="join-item btn btn-sm"
              aria-label={t(THEME_LABEL[value])}
              checked={theme === value}
              onChange={() => handleTheme(value)}
            />
          ))}
        </div>
      </fieldset>
      <button type="button" className="btn btn-outline" onClick={handleReset}>
        {t('setting.reset')}
      </button>
    </div>
  )
}
