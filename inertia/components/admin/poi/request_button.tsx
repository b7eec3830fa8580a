import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { RequestDialog } from './request_dialog'

/** "Request a document": opens the request popup of SPEC §2.9 Customer POI Management. */
export function RequestButton({ documentTypes }: { documentTypes: string[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="poi-request-open">
        {t('poi.actions.request')}
      </Button>
      {open ? <RequestDialog documentTypes={documentTypes} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
