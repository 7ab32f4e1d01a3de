import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../i18n/en.json'

/** The English catalog, loaded synchronously, for component tests. */
export async function initTestI18n() {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } })
  return instance
}
