import { useForm } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { Button } from '~/components/ui/button'
import { StarRating } from '~/components/ui/star_rating'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { Data } from '@generated/data'

type Props = { surveyId: number; questions: Data.SurveyQuestion[]; signedIn: boolean; loginUrl: string | null }

type Answer = string | string[] | number

/** The member survey (SPEC §2.2, §5): one widget per question type. */
export default function Survey({ surveyId, questions, signedIn, loginUrl }: Props) {
  const { t } = useTranslation()
  const form = useForm<{ survey_id: number; answers: Record<string, Answer> }>({ survey_id: surveyId, answers: {} })
  const action = urlFor('survey.store')
  const errors = form.errors as Record<string, string | undefined>
  const answer = (id: number) => form.data.answers[String(id)]
  const setAnswer = (id: number, value: Answer) => form.setData('answers', { ...form.data.answers, [String(id)]: value })

  return (
    <>
      <Seo title={t('forms.survey.title')} description={t('forms.survey.meta_description')} noindex />
      <PageHero eyebrow={t('nav.survey')} title={t('forms.survey.heading')} intro={t('forms.survey.intro')} />
      <div className="mx-auto max-w-3xl px-4 py-14">
        {!signedIn ? (
          <div role="note" className="mb-8 rounded-lg border border-gold-600/40 bg-gold-600/10 p-5 text-slate-800" data-testid="survey-sign-in">
            <p>{t('forms.survey.sign_in_text')}</p>
            {loginUrl ? (
              <a href={loginUrl} className="mt-2 inline-block font-medium text-navy-700 underline">
                {t('forms.survey.sign_in_link')}
              </a>
            ) : null}
          </div>
        ) : null}
        <form
          method="post"
          action={action}
          noValidate
          data-testid="survey-form"
          className="space-y-8"
          onSubmit={(event) => {
            event.preventDefault()
            form.post(action, { preserveScroll: true, onSuccess: () => form.reset() })
          }}
        >
          {errors.answers ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {errors.answers}
            </p>
          ) : null}
          {questions.map((question, index) => {
            // Server messages name the field by its id; the question is clearer.
            const invalid = Object.keys(errors).some((key) => key === `answers.${question.id}` || key.startsWith(`answers.${question.id}.`))
            const error = invalid ? t(`forms.survey.invalid_${question.type}`) : null
            const labelId = `question-${question.id}`
            return (
              <fieldset key={question.id} aria-labelledby={labelId} className="rounded-lg border border-slate-200 p-5">
                <legend id={labelId} className="px-1 font-medium text-slate-900">
                  {index + 1}. {question.question}
                </legend>
                <div className="mt-3">
                  {question.type === 'rating' ? (
                    <div className="flex items-center gap-3">
                      <StarRating name={`answers[${question.id}]`} value={Number(answer(question.id) ?? 0)} onChange={(value) => setAnswer(question.id, value)} />
                      <span className="text-sm text-slate-600">
                        {answer(question.id) ? t('common.rating_label', { rating: Number(answer(question.id)) }) : t('forms.survey.not_rated')}
                      </span>
                    </div>
                  ) : null}
                  {question.type === 'multiple_choice' ? (
                    <div className="space-y-2">
                      {question.options.map((option) => (
                        <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
                          <input type="radio" name={`answers[${question.id}]`} value={option} checked={answer(question.id) === option} onChange={() => setAnswer(question.id, option)} className="h-4 w-4" />
                          {option}
                        </label>
                      ))}
                    </div>
                  ) : null}
                  {question.type === 'checkbox' ? (
                    <div className="space-y-2">
                      {question.options.map((option) => {
                        const chosen = (answer(question.id) as string[] | undefined) ?? []
                        return (
                          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
                            <input
                              type="checkbox"
                              name={`answers[${question.id}][]`}
                              value={option}
                              checked={chosen.includes(option)}
                              onChange={(event) => setAnswer(question.id, event.target.checked ? [...chosen, option] : chosen.filter((value) => value !== option))}
                              className="h-4 w-4"
                            />
                            {option}
                          </label>
                        )
                      })}
                    </div>
                  ) : null}
                  {question.type === 'free_text' ? (
                    <textarea
                      name={`answers[${question.id}]`}
                      aria-labelledby={labelId}
                      rows={6}
                      maxLength={2000}
                      value={(answer(question.id) as string | undefined) ?? ''}
                      onChange={(event) => setAnswer(question.id, event.target.value)}
                      className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-2 focus:outline-gold-600"
                    />
                  ) : null}
                </div>
                {error ? (
                  <p role="alert" className="mt-2 text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
              </fieldset>
            )
          })}
          <Button type="submit" variant="gold" size="lg" disabled={!signedIn || form.processing}>
            {t('forms.survey.submit')}
          </Button>
        </form>
      </div>
    </>
  )
}
