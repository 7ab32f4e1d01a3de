import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Person } from '../../../shared/social'
import { toast } from '../../ui/toast'
import { PersonList } from '../social/components/PersonList'
import { useBlock } from '../social/mutations'
import { myBlocksOptions } from '../social/queries'

/** The people I blocked, each with Unblock (the row leaves the list once done). */
export function BlockedPeople() {
  const { t } = useTranslation()
  const blocked = useInfiniteQuery(myBlocksOptions())
  return (
    <section className="flex flex-col gap-3" aria-labelledby="blocked-heading">
      <h2 id="blocked-heading" className="text-lg font-semibold">
        {t('people.blocked-people')}
      </h2>
      <PersonList
        query={blocked}
        empty={t('people.no-blocks')}
        action={(person) => <UnblockButton person={person} />}
      />
    </section>
  )
}

function UnblockButton({ person }: { person: Person }) {
  const { t } = useTranslation()
  const block = useBlock(person.id)
  const handleClick = async () => {
    await block.mutateAsync(false)
    toast(t('people.unblocked', { name: person.name }), 'success')
  }
  return (
    <button type="button" className="btn btn-sm" onClick={handleClick} disabled={block.isPending}>
      {t('people.unblock')}
    </button>
  )
}
