import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { NumberField, SelectField, TextField, TextareaField, useRouteForm } from '~/components/form'
import { Button, buttonClasses } from '~/components/ui/button'
import { FormDialog } from '~/components/form/form_dialog'
import { Badge } from '~/components/admin/support/desk'
import { useConfirm } from '~/components/confirm_provider'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { Data } from '@generated/data'

type Props = {
  survey: number
  surveys: number[]
  questions: Data.SurveyQuestion.Variants['toAdmin'][]
}

const TYPES = ['rating', 'multiple_choice', 'checkbox', 'free_text'] as const

type Draft = { survey_id: number | null; question: string; type: string; options: string }

function QuestionDialog({
  question,
  survey,
  onClose,
}: {
  question: Data.SurveyQuestion.Variants['toAdmin'] | null
  survey: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const initial: Draft = {
    survey_id: question?.surveyId ?? survey,
    question: question?.question ?? '',
    type: question?.type ?? '',
    options: question && question.type !== 'rating' ? question.options.join('\n') : '',
  }
  const options = { preserveScroll: true, onSuccess: onClose } as const
  const create = useRouteForm('admin.feedbacks.questions.store', initial, options)
  const edit = useRouteForm('admin.feedbacks.questions.update', initial, {
    ...options,
    params: { id: question?.id ?? 0 },
  })
  const form = question ? edit : create
  const choice = form.data.type === 'multiple_choice' || form.data.type === 'checkbox'
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={t(question ? 'admin_feedbacks.questions.edit' : 'admin_feedbacks.questions.create')}
      className="max-w-xl"
      testId="question-form"
      submitLabel={t('admin_feedbacks.questions.save')}
      submitTestId="question-submit"
    >
      <NumberField
        form={form}
        name="survey_id"
        label={t('admin_feedbacks.questions.survey')}
        min={1}
        required
      />
      <TextField
        form={form}
        name="question"
        label={t('admin_feedbacks.questions.question')}
        required
        autoFocus
      />
      <SelectField
        form={form}
        name="type"
        label={t('admin_feedbacks.questions.type')}
        options={TYPES.map((type) => ({
          value: type,
          label: t(`admin_feedbacks.types.${type}`),
        }))}
        required
      />
      {choice ? (
        <TextareaField
          form={form}
          name="options"
          label={t('admin_feedbacks.questions.options')}
          hint={t('admin_feedbacks.questions.options_hint')}
          rows={5}
          required
        />
      ) : null}
    </FormDialog>
  )
}

/** Feedbacks › survey questions (SPEC §5): create, edit, order and delete. */
export default function AdminFeedbackQuestions({ survey, surveys, questions }: Props) {
  const { t } = useTranslation()
  const confirm = useConfirm()
  const [editing, setEditing] = useState<Data.SurveyQuestion.Variants['toAdmin'] | 'new' | null>(
    null
  )
  const move = (question: Data.SurveyQuestion.Variants['toAdmin'], direction: 'up' | 'down') =>
    router.post(
      urlFor('admin.feedbacks.questions.move', { id: question.id }),
      { direction },
      { preserveScroll: true }
    )
  const remove = (question: Data.SurveyQuestion.Variants['toAdmin']) =>
    confirm({
      text: t('admin_feedbacks.questions.confirm_delete', { question: question.question }),
      onConfirm: () =>
        new Promise((resolve) =>
          router.delete(urlFor('admin.feedbacks.questions.destroy', { id: question.id }), {
            preserveScroll: true,
            onFinish: resolve,
          })
        ),
    })

  return (
    <>
      <Seo title={t('admin_feedbacks.questions.title')} />
      <Link route="admin.feedbacks" className="text-sm text-slate-600 underline">
        {t('admin_feedbacks.questions.back')}
      </Link>
      <div className="mb-6 mt-2 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="mb-2 text-2xl font-semibold text-slate-900">
            {t('admin_feedbacks.questions.title')}
          </h1>
          <p className="text-sm text-slate-600">{t('admin_feedbacks.questions.intro')}</p>
        </div>
        <Button onClick={() => setEditing('new')} data-testid="question-create">
          {t('admin_feedbacks.questions.create')}
        </Button>
      </div>
      <nav className="mb-4 flex flex-wrap gap-2" aria-label={t('admin_feedbacks.questions.survey')}>
        {surveys.map((id) => (
          <Link
            key={id}
            href={urlFor('admin.feedbacks.questions', {}, { qs: { survey: id } } as never)}
            className={buttonClasses(id === survey ? 'primary' : 'secondary', 'sm')}
            aria-current={id === survey ? 'page' : undefined}
          >
            {t('admin_feedbacks.questions.survey_n', { id })}
          </Link>
        ))}
      </nav>
      <section className="rounded-lg bg-white shadow-sm">
        {questions.length === 0 ? (
          <p className="p-6 text-sm text-slate-600" data-testid="questions-empty">
            {t('admin_feedbacks.questions.empty')}
          </p>
        ) : (
          <ol className="divide-y divide-slate-100" data-testid="questions">
            {questions.map((question, index) => (
              <li
                key={question.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
                data-question={question.id}
              >
                <span className="w-6 shrink-0 text-sm font-semibold text-slate-500">
                  {index + 1}.
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{question.question}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <Badge tone="info">{t(`admin_feedbacks.types.${question.type}`)}</Badge>
                    {question.options.length ? <span>{question.options.join(' · ')}</span> : null}
                    <span>
                      {t('admin_feedbacks.questions.answers', { count: question.answers })}
                    </span>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={index === 0}
                    onClick={() => move(question, 'up')}
                    aria-label={t('admin_feedbacks.questions.up', { question: question.question })}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={index === questions.length - 1}
                    onClick={() => move(question, 'down')}
                    aria-label={t('admin_feedbacks.questions.down', {
                      question: question.question,
                    })}
                  >
                    ↓
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(question)}>
                    {t('admin_feedbacks.questions.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => remove(question)}
                    disabled={question.answers > 0}
                    title={
                      question.answers > 0
                        ? t('admin_feedbacks.questions.flash.answered')
                        : undefined
                    }
                  >
                    {t('admin_feedbacks.questions.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      {editing ? (
        <QuestionDialog
          question={editing === 'new' ? null : editing}
          survey={survey}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  )
}
