import { useTranslation } from '~/hooks/use_translation'
import { buttonClasses } from '~/components/ui/button'
import { OPEN_CHAT_EVENT } from '~/components/chat/chat_launcher'
import type { ContactChannels } from '../contact/types'

/** The end of an FAQ page (SPEC §2.3): call, email and online chat (the GPT Chatroom). */
export function FaqContactLinks({ channels }: { channels: ContactChannels }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="faq-contact-title" className="rounded-lg bg-navy-900 p-8 text-white">
      <h2 id="faq-contact-title" className="text-2xl font-semibold">
        {t('faq.still_questions')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-200">{t('faq.still_questions_text')}</p>
      <ul className="mt-6 flex flex-wrap gap-3">
        <li>
          <a
            href={channels.phoneHref}
            className={buttonClasses('gold', 'lg')}
            data-testid="faq-call"
          >
            {t('faq.call_us', { phone: channels.phone })}
          </a>
        </li>
        <li>
          <a
            href={channels.emailHref}
            className={buttonClasses('secondary', 'lg')}
            data-testid="faq-email"
          >
            {t('faq.email_us')}
          </a>
        </li>
        <li>
          {/* DESIGN §10: the FAQ's online chat opens the GPT Chatroom. */}
          <button
            type="button"
            className={buttonClasses('secondary', 'lg')}
            onClick={() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT))}
            data-testid="faq-chat"
          >
            {t('faq.chat_online')}
          </button>
        </li>
      </ul>
    </section>
  )
}
