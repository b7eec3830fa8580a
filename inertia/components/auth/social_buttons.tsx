import { urlFor } from '~/client'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'

const PROVIDERS = [
  { key: 'facebook', name: 'Facebook', mark: 'f', colour: 'bg-[#1877F2]' },
  { key: 'google', name: 'Google', mark: 'G', colour: 'bg-[#DB4437]' },
  { key: 'line', name: 'Line', mark: 'L', colour: 'bg-[#06C755]' },
] as const

/**
 * The Facebook, Google and Line buttons of SPEC §2.7. Plain links: the
 * provider's consent page is a full-page visit, not an Inertia one.
 */
export function SocialButtons() {
  const { t } = useTranslation()
  return (
    <div>
      <p className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        {t('auth.or_continue_with')}
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </p>
      <ul className="grid gap-2">
        {PROVIDERS.map((provider) => (
          <li key={provider.key}>
            <a
              href={urlFor('oauth.redirect', { provider: provider.key })}
              className={buttonClasses('secondary', 'md') + ' w-full'}
              data-provider={provider.key}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-5 items-center justify-center rounded-full text-xs font-bold text-white ${provider.colour}`}
              >
                {provider.mark}
              </span>
              {t('auth.continue_with', { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
