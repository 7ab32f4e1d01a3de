import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../i18n/en.json'

/**
 * The English catalog, loaded synchronously, for component tests; with `parts`, those catalog
 * parts' English strings too (what `loadCatalogPart` would add).
 */
export async function initTestI18n(...parts: object[]) {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } })
  for (const part of parts) instance.addResourceBundle('en', 'translation', part, true, true)
  return instance
}
