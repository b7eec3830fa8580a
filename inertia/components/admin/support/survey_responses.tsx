import { useEffect, useState } from 'react'
import { getJson } from '~/lib/http'
import { urlFor } from '~/client'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

/**
 * A feedback's answers matched to its survey's questions (SPEC §3, §7, §8):
 * the questions come from GET /admin/survey-questions/{surveyId}; a non-OK
 * answer is logged and the list stays empty with the catalogue's text; a
 * question without an answer reads "No response provided.".
 */
export function SurveyResponses({
  surveyId,
  answers,
}: {
  surveyId: number | null
  answers: Record<string, string | null>
}) {
  const { t } = useTranslation()
  const [questions, setQuestions] = useState<Data.SurveyQuestion[] | null>(null)

  useEffect(() => {
    let live = true
    async function load() {
      if (surveyId === null) return []
      try {
        const answer = await getJson<Data.SurveyQuestion[]>(
          urlFor('admin_api.survey_questions', { surveyId })
        )
        if (!answer.ok || !Array.isArray(answer.data)) {
          console.error(
            `Survey questions of survey ${surveyId} could not be loaded (HTTP ${answer.status})`
          )
          return []
        }
        return answer.data
      } catch (error) {
        console.error('Survey questions could not be loaded', error)
        return []
      }
    }
    void load().then((list) => live && setQuestions(list))
    return () => {
      live = false
    }
  }, [surveyId])

  if (questions === null) {
    return (
      <p className="text-slate-500" data-testid="survey-responses-loading">
        {t('admin_feedbacks.loading')}
      </p>
    )
  }
  if (questions.length === 0) {
    return (
      <p className="text-slate-600" data-testid="survey-responses-empty">
        {t('admin_feedbacks.no_survey')}
      </p>
    )
  }
  return (
    <ol className="space-y-3" data-testid="survey-responses">
      {questions.map((question) => {
        const answer = answers[String(question.id)]
        return (
          <li key={question.id} className="rounded-md bg-slate-50 p-2">
            <p className="font-medium">{question.question}</p>
            <p
              className={answer ? 'text-slate-900' : 'italic text-slate-500'}
              data-answered={Boolean(answer)}
            >
              {answer ?? t('admin_feedbacks.no_response')}
            </p>
          </li>
        )
      })}
    </ol>
  )
}
