import { useCatalogPart } from '../../../i18n/use-catalog-part'
import { MyStudyStats } from './MyStudyStats'
import { StudyToday } from './StudyToday'

/** /mine's study part: today's cards, then my statistics (their strings load with them). */
export function MyStudy() {
  const isReady = useCatalogPart('study')
  if (!isReady) return <div className="h-24 rounded-box bg-base-200" aria-hidden="true" />
  return (
    <>
      <StudyToday />
      <MyStudyStats />
    </>
  )
}
