import { useTranslation } from 'react-i18next'
import { useCatalogPart } from '../../../i18n/use-catalog-part'

/** On the profile of someone a block separates me from: who blocked whom (its words load with it). */
export function BlockNote({ isBlocking }: { isBlocking: boolean }) {
  const { t } = useTranslation()
  const isReady = useCatalogPart('blocks')
  return isReady ? (
    <p className="alert alert-warning alert-soft" data-testid="block-note">
      {isBlocking ? t('people.you-blocked') : t('people.blocked-you')}
    </p>
  ) : (
    <div className="skeleton h-12 w-full" aria-hidden="true" />
  )
}
