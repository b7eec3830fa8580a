import { router } from '@inertiajs/react'
import { SettingsTitle } from '~/components/settings/settings_title'
import { NoMembershipNote } from '~/components/settings/no_membership_note'
import { Button, buttonClasses } from '~/components/ui/button'
import { useConfirm } from '~/components/confirm_provider'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

type Card = {
  name: string
  membershipNumber: string
  plan: string
  status: string
  validThrough: string | null
  verifyUrl: string
  qrSvg: string
  /** A partner's own card (DESIGN §11) says so and names the member. */
  holder: 'member' | 'partner'
  memberName: string | null
}

type Props = { card: Card | null; emergency: { phone: string; href: string } }

/**
 * Printing shows the card alone: everything else on the page (header,
 * settings menu, footer, buttons) is hidden and the card keeps its colours.
 */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #member-card, #member-card * { visibility: visible !important; }
  #member-card { position: absolute; left: 0; top: 0; width: 85.6mm !important; min-height: 54mm;
    box-shadow: none !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  @page { margin: 12mm; }
}`

/** Settings › Member Card (SPEC §2.8; DESIGN §10). */
export default function MemberCard({ card, emergency }: Props) {
  const { t } = useTranslation()
  const confirm = useConfirm()

  function rotate() {
    confirm({
      title: t('member_card.rotate_title'),
      text: t('member_card.rotate_confirm'),
      variant: 'danger',
      onConfirm: () =>
        new Promise<void>((resolve) =>
          router.post(urlFor('settings.member-card.rotate'), {}, { onFinish: () => resolve() })
        ),
    })
  }

  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="max-w-3xl space-y-8">
        <header>
          <SettingsTitle title={t('member_card.title')} />
          <p className="mt-2 text-slate-600">
            {card?.holder === 'partner'
              ? t('member_card.partner_intro', { member: card.memberName ?? '' })
              : t('member_card.intro')}
          </p>
        </header>

        {card ? (
          <>
            <section
              id="member-card"
              aria-label={t('member_card.title')}
              data-testid="member-card"
              className="w-full max-w-md overflow-hidden rounded-2xl border border-navy-800 bg-white shadow-md"
            >
              <div className="flex items-center justify-between bg-navy-800 px-5 py-3 text-white">
                <span className="text-lg font-bold">Lexpat</span>
                <span className="text-sm">{t('member_card.title')}</span>
              </div>
              <div className="flex gap-4 p-5">
                <dl className="min-w-0 flex-1 space-y-2 text-sm">
                  <div>
                    <dt className="sr-only">{t('member_card.name')}</dt>
                    <dd className="text-lg font-semibold break-words text-navy-800">{card.name}</dd>
                    {card.holder === 'partner' ? (
                      <dd className="text-xs font-medium text-gold-800" data-testid="card-holder">
                        {t('member_card.partner_of', { member: card.memberName ?? '' })}
                      </dd>
                    ) : null}
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('member_card.membership_number')}</dt>
                    <dd className="font-mono" data-testid="card-number">
                      {card.membershipNumber}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('member_card.plan')}</dt>
                    <dd>{card.plan}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('member_card.valid_through')}</dt>
                    <dd data-testid="card-valid-through">{card.validThrough ?? '—'}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('member_card.emergency_short')}</dt>
                    <dd>
                      <a href={emergency.href} className="font-semibold text-gold-800 underline">
                        {emergency.phone}
                      </a>
                    </dd>
                  </div>
                </dl>
                <figure className="w-32 shrink-0 text-center">
                  <div
                    role="img"
                    aria-label={t('member_card.qr_alt')}
                    className="aspect-square w-32"
                    data-testid="card-qr"
                    dangerouslySetInnerHTML={{ __html: card.qrSvg }}
                  />
                  <figcaption className="mt-1 text-xs text-slate-600">
                    {t('member_card.scan_to_verify')}
                  </figcaption>
                </figure>
              </div>
              {card.status !== 'active' ? (
                <p
                  className="border-t border-slate-200 bg-amber-50 px-5 py-3 text-sm text-amber-900"
                  data-testid="card-status"
                >
                  <span className="font-semibold">{t('member_card.status_label')}:</span>{' '}
                  {t(`member_card.status.${card.status}`)}
                </p>
              ) : null}
            </section>

            <div className="flex flex-wrap gap-3">
              <Button type="button" onClick={() => window.print()}>
                {t('member_card.print')}
              </Button>
              <a
                href={urlFor('settings.member-card.pdf')}
                className={buttonClasses('secondary', 'md') + ' inline-flex items-center'}
                data-testid="card-pdf"
              >
                {t('member_card.download_pdf')}
              </a>
              <a
                href={card.verifyUrl}
                className="inline-flex items-center text-sm text-navy-800 underline"
                target="_blank"
                rel="noreferrer"
              >
                {t('member_card.verify_link')}
              </a>
            </div>

            <section
              aria-labelledby="rotate-heading"
              className="rounded-lg border border-slate-200 p-6"
            >
              <h2 id="rotate-heading" className="text-xl font-semibold text-navy-800">
                {t('member_card.rotate_title')}
              </h2>
              <p className="mt-2 text-sm text-slate-700">{t('member_card.rotate_text')}</p>
              <Button
                type="button"
                variant="secondary"
                className="mt-4"
                onClick={rotate}
                data-testid="rotate-qr"
              >
                {t('member_card.rotate_action')}
              </Button>
            </section>
          </>
        ) : (
          <NoMembershipNote
            text={t('member_card.no_membership')}
            link={t('member_card.view_plans')}
            className="rounded-lg border border-slate-200 p-6 text-slate-700"
            testId="no-card"
          />
        )}
        <p className="text-sm text-slate-700">
          {t('member_card.emergency', { phone: emergency.phone })}
        </p>
      </div>
    </>
  )
}
