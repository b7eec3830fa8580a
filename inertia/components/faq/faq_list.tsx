import { useEffect, useState } from 'react'
import { Accordion } from '~/components/ui/accordion'
import { scrollToElement, useHashTarget } from '~/hooks/use_hash_target'
import { Prose } from '~/components/marketing/prose'
import type { FaqGroup } from '../contact/types'

/** SPEC §9: an answer is at most 500 px tall and scrolls beyond that. */
const ANSWER_CLASSES = 'max-h-[500px] overflow-y-auto pr-2'

const headingId = (index: number) => `faq-group-${index}`

/** An entry's element id: the assistant's sources link to it (app/services/support_desk/assistant/corpus.ts). */
export const faqAnchor = (id: number) => `faq-${id}`

/**
 * The FAQ groups, each under its heading, as ONE accordion: one answer is
 * open at a time across the whole page and clicking the open question
 * closes it (SPEC §2.3, §4). The server HTML uses native <details> so
 * every answer is in the page and opens without JavaScript; once the page
 * is interactive the accordion takes over. A link to one entry
 * (`#faq-<id>`) opens it and scrolls to it.
 */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  const [interactive, setInteractive] = useState(false)
  const [open, setOpen] = useState('')
  useEffect(() => setInteractive(true), [])
  const target = useHashTarget(groups.flatMap((group) => group.entries.map((e) => faqAnchor(e.id))))
  useEffect(() => {
    if (target) setOpen(target)
  }, [target])
  useEffect(() => {
    // After the opened item is rendered by the accordion.
    if (interactive && target && open === target) scrollToElement(target)
  }, [interactive, target, open])

  return (
    <div
      data-testid="faq-list"
      data-interactive={interactive ? 'true' : 'false'}
      className="space-y-10"
    >
      {groups.map((group, index) => (
        <section
          key={group.entries[0]?.id ?? index}
          aria-labelledby={group.heading ? headingId(index) : undefined}
        >
          {group.heading ? (
            <h2 id={headingId(index)} className="text-2xl font-semibold text-navy-800">
              {group.heading}
            </h2>
          ) : null}
          {interactive ? (
            <Accordion
              className="mt-3 border-y border-slate-200"
              contentClassName={ANSWER_CLASSES}
              value={open}
              onValueChange={setOpen}
              items={group.entries.map((entry) => ({
                id: faqAnchor(entry.id),
                anchor: faqAnchor(entry.id),
                title: entry.question,
                content: <Prose html={entry.answerHtml} className="[&>*:first-child]:mt-0" />,
              }))}
            />
          ) : (
            <div className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
              {group.entries.map((entry) => (
                <details key={entry.id} id={faqAnchor(entry.id)} className="group scroll-mt-28">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-slate-900">
                    <span>{entry.question}</span>
                    <span aria-hidden="true">+</span>
                  </summary>
                  <div className={`pb-4 text-sm ${ANSWER_CLASSES}`}>
                    <Prose html={entry.answerHtml} className="[&>*:first-child]:mt-0" />
                  </div>
                </details>
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  )
}
