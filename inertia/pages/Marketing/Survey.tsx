import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import {
  CheckboxGroupField,
  CustomField,
  Form,
  FormErrors,
  RadioGroupField,
  rules,
  SubmitButton,
  TextareaField,
  useRouteForm,
} from '~/components/form'
import { StarRating } from '~/components/ui/star_rating'
import { useTranslation } from '~/hooks/use_translation'

import type { Data } from '@generated/data'

type Props = {
  surveyId: number
  questions: Data.SurveyQuestion[]
  signedIn: boolean
  loginUrl: string | null
}

type Answer = string | string[] | number | undefined
type Data = { survey_id: number; answers: Record<string, Answer> }

/** The member survey (SPEC §2.2, §5): one widget per question type. */
export default function Survey({ surveyId, questions, signedIn, loginUrl }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm<'survey.store', Data>(
    'survey.store',
    { survey_id: surveyId, answers: {} },
    { preserveScroll: true, resetOnSuccess: true }
  )

  return (
    <>
      <Seo
        title={t('forms.survey.title')}
        description={t('forms.survey.meta_description')}
        noindex
      />
      <PageHero
        eyebrow={t('nav.survey')}
        title={t('forms.survey.heading')}
        intro={t('forms.survey.intro')}
      />
      <div className="mx-auto max-w-3xl px-4 py-14">
        {!signedIn ? (
          <div
            role="note"
            className="mb-8 rounded-lg border border-gold-600/40 bg-gold-600/10 p-5 text-slate-800"
            data-testid="survey-sign-in"
          >
            <p>{t('forms.survey.sign_in_text')}</p>
            {loginUrl ? (
              <a href={loginUrl} className="mt-2 inline-block font-medium text-navy-700 underline">
                {t('forms.survey.sign_in_link')}
              </a>
            ) : null}
          </div>
        ) : null}
        <Form form={form} data-testid="survey-form" className="space-y-8">
          <FormErrors form={form} names={['answers', 'survey_id']} />
          {questions.map((question, index) => {
            const field = {
              form,
              name: `answers.${question.id}` as const,
              label: `${index + 1}. ${question.question}`,
              // Server messages name the field by its id; the question type is clearer.
              errorText: t(`forms.survey.invalid_${question.type}`),
              className: 'rounded-lg border border-slate-200 p-5',
            }
            const options = question.options.map((option) => ({ value: option, label: option }))
            switch (question.type) {
              case 'rating':
                return (
                  <CustomField<Data, number | undefined> key={question.id} {...field} group>
                    {(rating) => (
                      <div className="flex items-center gap-3">
                        <StarRating
                          name={rating.name}
                          value={rating.value ?? 0}
                          onChange={rating.set}
                        />
                        <span className="text-sm text-slate-600">
                          {rating.value
                            ? t('common.rating_label', { rating: rating.value })
                            : t('forms.survey.not_rated')}
                        </span>
                      </div>
                    )}
                  </CustomField>
                )
              case 'multiple_choice':
                return <RadioGroupField key={question.id} {...field} options={options} />
              case 'checkbox':
                return <CheckboxGroupField key={question.id} {...field} options={options} />
              default:
                return <TextareaField key={question.id} {...field} rule={rules.surveyText} />
            }
          })}
          <SubmitButton form={form} variant="gold" size="lg" disabled={!signedIn}>
            {t('forms.survey.submit')}
          </SubmitButton>
        </Form>
      </div>
    </>
  )
}
